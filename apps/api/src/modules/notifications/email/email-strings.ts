import type { Language } from '@points/contracts';

/**
 * The words of the daily e-mail and of the unsubscribe page, per language. Placeholders in braces:
 * `{site}` (the site's name in the language, as the SPA's `appName`), `{nickname}`. The
 * notifications themselves are written by `notification-texts.ts`.
 */
export interface EmailStrings {
  /** The site's name, as its header shows it in every language. */
  site: string;
  subject: string;
  greeting: string;
  intro: string;
  /** The link under each notification. */
  open: string;
  /** The link to the notifications page. */
  all: string;
  /** Why the e-mail came, in the footer. */
  why: string;
  unsubscribe: string;
  page: {
    title: string;
    ask: string;
    button: string;
    done: string;
    invalid: string;
    toSite: string;
  };
}

const en: EmailStrings = {
  site: 'Pitch Points',
  subject: 'Your news from {site}',
  greeting: 'Hello {nickname},',
  intro: 'Here is what is new for you on {site}.',
  open: 'See it on the site',
  all: 'All your notifications',
  why: 'You are receiving this e-mail because you turned on e-mail notifications on {site}. You get at most one a day.',
  unsubscribe: 'Unsubscribe',
  page: {
    title: 'E-mail notifications',
    ask: 'Stop receiving notifications by e-mail?',
    button: 'Unsubscribe',
    done: 'You are unsubscribed: you will get no more notifications by e-mail. You can turn them on again in your settings on the site.',
    invalid: 'This unsubscribe link is not valid. It may have been copied incompletely.',
    toSite: 'Go to {site}',
  },
};

export const EMAIL_STRINGS: Record<Language, EmailStrings> = {
  ja: {
    site: 'Pitch Points',
    subject: '{site}からのお知らせ',
    greeting: '{nickname}さん、こんにちは。',
    intro: '{site}での新しいお知らせです。',
    open: 'サイトで見る',
    all: 'すべてのお知らせ',
    why: '{site}でメール通知をオンにしているため、このメールをお送りしています。メールは1日に最大1通です。',
    unsubscribe: '配信を停止する',
    page: {
      title: 'メール通知',
      ask: 'メールでのお知らせの受信を停止しますか？',
      button: '配信を停止する',
      done: '配信を停止しました。今後、お知らせのメールは届きません。サイトの設定からいつでも再開できます。',
      invalid: 'この配信停止リンクは無効です。URLが途中で切れていないかご確認ください。',
      toSite: '{site}へ',
    },
  },
  en,
  'en-us': en,
  fr: {
    site: 'Pitch Points',
    subject: 'Vos nouvelles de {site}',
    greeting: 'Bonjour {nickname},',
    intro: 'Voici les nouveautés qui vous concernent sur {site}.',
    open: 'Voir sur le site',
    all: 'Toutes vos notifications',
    why: 'Vous recevez cet e-mail car vous avez activé les notifications par e-mail sur {site}. Vous en recevez au plus un par jour.',
    unsubscribe: 'Se désabonner',
    page: {
      title: 'Notifications par e-mail',
      ask: 'Ne plus recevoir les notifications par e-mail ?',
      button: 'Se désabonner',
      done: 'Votre désabonnement est enregistré : vous ne recevrez plus de notifications par e-mail. Vous pouvez les réactiver dans vos paramètres sur le site.',
      invalid:
        'Ce lien de désabonnement n’est pas valide. Il a peut-être été copié incomplètement.',
      toSite: 'Aller sur {site}',
    },
  },
  de: {
    site: 'Pitch Points',
    subject: 'Neuigkeiten von {site}',
    greeting: 'Hallo {nickname},',
    intro: 'Das gibt es Neues für dich bei {site}.',
    open: 'Auf der Website ansehen',
    all: 'Alle deine Benachrichtigungen',
    why: 'Du erhältst diese E-Mail, weil du E-Mail-Benachrichtigungen bei {site} eingeschaltet hast. Du bekommst höchstens eine pro Tag.',
    unsubscribe: 'Abbestellen',
    page: {
      title: 'E-Mail-Benachrichtigungen',
      ask: 'Keine Benachrichtigungen mehr per E-Mail erhalten?',
      button: 'Abbestellen',
      done: 'Du hast die E-Mails abbestellt: Du bekommst keine Benachrichtigungen mehr per E-Mail. In deinen Einstellungen auf der Website kannst du sie wieder einschalten.',
      invalid: 'Dieser Abmeldelink ist ungültig. Vielleicht wurde er nicht vollständig kopiert.',
      toSite: 'Zu {site}',
    },
  },
  it: {
    site: 'Pitch Points',
    subject: 'Le tue novità da {site}',
    greeting: 'Ciao {nickname},',
    intro: 'Ecco le novità per te su {site}.',
    open: 'Vedi sul sito',
    all: 'Tutte le tue notifiche',
    why: 'Ricevi questa e-mail perché hai attivato le notifiche via e-mail su {site}. Ne ricevi al massimo una al giorno.',
    unsubscribe: 'Annulla l’iscrizione',
    page: {
      title: 'Notifiche via e-mail',
      ask: 'Non vuoi più ricevere le notifiche via e-mail?',
      button: 'Annulla l’iscrizione',
      done: 'Iscrizione annullata: non riceverai più notifiche via e-mail. Puoi riattivarle nelle impostazioni del sito.',
      invalid:
        'Questo link per annullare l’iscrizione non è valido. Forse non è stato copiato per intero.',
      toSite: 'Vai su {site}',
    },
  },
  es: {
    site: 'Pitch Points',
    subject: 'Tus novedades de {site}',
    greeting: 'Hola, {nickname}:',
    intro: 'Estas son tus novedades en {site}.',
    open: 'Ver en el sitio',
    all: 'Todas tus notificaciones',
    why: 'Recibes este correo porque activaste las notificaciones por correo en {site}. Recibirás como máximo uno al día.',
    unsubscribe: 'Darse de baja',
    page: {
      title: 'Notificaciones por correo',
      ask: '¿Dejar de recibir notificaciones por correo?',
      button: 'Darse de baja',
      done: 'Te has dado de baja: ya no recibirás notificaciones por correo. Puedes volver a activarlas en tus ajustes del sitio.',
      invalid: 'Este enlace para darse de baja no es válido. Puede que no se haya copiado entero.',
      toSite: 'Ir a {site}',
    },
  },
  'es-mx': {
    site: 'Pitch Points',
    subject: 'Tus novedades de {site}',
    greeting: 'Hola, {nickname}:',
    intro: 'Estas son tus novedades en {site}.',
    open: 'Ver en el sitio',
    all: 'Todas tus notificaciones',
    why: 'Recibes este correo porque activaste las notificaciones por correo en {site}. Recibirás máximo uno al día.',
    unsubscribe: 'Cancelar suscripción',
    page: {
      title: 'Notificaciones por correo',
      ask: '¿Dejar de recibir notificaciones por correo?',
      button: 'Cancelar suscripción',
      done: 'Cancelaste tu suscripción: ya no recibirás notificaciones por correo. Puedes volver a activarlas en tu configuración del sitio.',
      invalid:
        'Este enlace para cancelar la suscripción no es válido. Tal vez no se copió completo.',
      toSite: 'Ir a {site}',
    },
  },
  'pt-pt': {
    site: 'Pitch Points',
    subject: 'As suas novidades de {site}',
    greeting: 'Olá, {nickname},',
    intro: 'Eis as novidades para si em {site}.',
    open: 'Ver no site',
    all: 'Todas as suas notificações',
    why: 'Recebe este e-mail porque ativou as notificações por e-mail em {site}. Recebe no máximo um por dia.',
    unsubscribe: 'Anular subscrição',
    page: {
      title: 'Notificações por e-mail',
      ask: 'Deixar de receber notificações por e-mail?',
      button: 'Anular subscrição',
      done: 'Subscrição anulada: deixará de receber notificações por e-mail. Pode voltar a ativá-las nas definições do site.',
      invalid:
        'Esta ligação para anular a subscrição não é válida. Talvez não tenha sido copiada por inteiro.',
      toSite: 'Ir para {site}',
    },
  },
  'pt-br': {
    site: 'Pitch Points',
    subject: 'Suas novidades de {site}',
    greeting: 'Olá, {nickname},',
    intro: 'Veja as novidades para você em {site}.',
    open: 'Ver no site',
    all: 'Todas as suas notificações',
    why: 'Você está recebendo este e-mail porque ativou as notificações por e-mail em {site}. Você recebe no máximo um por dia.',
    unsubscribe: 'Cancelar inscrição',
    page: {
      title: 'Notificações por e-mail',
      ask: 'Parar de receber notificações por e-mail?',
      button: 'Cancelar inscrição',
      done: 'Inscrição cancelada: você não vai mais receber notificações por e-mail. Dá para ativá-las de novo nas configurações do site.',
      invalid:
        'Este link de cancelamento não é válido. Talvez ele não tenha sido copiado por inteiro.',
      toSite: 'Ir para {site}',
    },
  },
  ru: {
    site: 'Pitch Points',
    subject: 'Новости для вас: {site}',
    greeting: 'Здравствуйте, {nickname}!',
    intro: 'Вот что нового для вас на {site}.',
    open: 'Открыть на сайте',
    all: 'Все уведомления',
    why: 'Вы получили это письмо, потому что включили уведомления по электронной почте на {site}. Мы присылаем не больше одного письма в день.',
    unsubscribe: 'Отписаться',
    page: {
      title: 'Уведомления по электронной почте',
      ask: 'Больше не получать уведомления по электронной почте?',
      button: 'Отписаться',
      done: 'Вы отписались и больше не будете получать уведомления по электронной почте. Включить их снова можно в настройках на сайте.',
      invalid: 'Эта ссылка для отписки недействительна. Возможно, она скопирована не полностью.',
      toSite: 'Перейти на {site}',
    },
  },
  tr: {
    site: 'Pitch Points',
    subject: '{site} sana yazıyor',
    greeting: 'Merhaba {nickname},',
    intro: '{site} üzerinde senin için yenilikler var.',
    open: 'Sitede gör',
    all: 'Tüm bildirimlerin',
    why: 'Bu e-postayı {site} üzerinde e-posta bildirimlerini açtığın için alıyorsun. Günde en fazla bir e-posta gönderilir.',
    unsubscribe: 'Abonelikten çık',
    page: {
      title: 'E-posta bildirimleri',
      ask: 'Bildirimleri artık e-postayla almak istemiyor musun?',
      button: 'Abonelikten çık',
      done: 'Abonelikten çıktın: artık e-postayla bildirim almayacaksın. Sitedeki ayarlarından yeniden açabilirsin.',
      invalid: 'Bu abonelikten çıkma bağlantısı geçerli değil. Eksik kopyalanmış olabilir.',
      toSite: '{site} sitesine git',
    },
  },
  ko: {
    site: 'Pitch Points',
    subject: '{site} 새 소식',
    greeting: '{nickname}님, 안녕하세요.',
    intro: '{site}에서 온 새 소식이에요.',
    open: '사이트에서 보기',
    all: '모든 알림',
    why: '{site}에서 이메일 알림을 켜 두셔서 이 메일을 보내 드려요. 메일은 하루에 최대 한 통이에요.',
    unsubscribe: '수신 거부',
    page: {
      title: '이메일 알림',
      ask: '이메일로 알림을 그만 받을까요?',
      button: '수신 거부',
      done: '수신 거부되었어요. 앞으로 이메일 알림은 보내지 않아요. 사이트 설정에서 언제든 다시 켤 수 있어요.',
      invalid: '유효하지 않은 수신 거부 링크예요. 링크가 끝까지 복사되었는지 확인해 주세요.',
      toSite: '{site}(으)로 가기',
    },
  },
  'zh-tw': {
    site: 'Pitch Points',
    subject: '{site}的最新通知',
    greeting: '{nickname} 您好：',
    intro: '以下是您在{site}的最新消息。',
    open: '在網站上查看',
    all: '所有通知',
    why: '由於您在{site}開啟了電子郵件通知，我們寄送這封郵件給您。每天最多一封。',
    unsubscribe: '取消訂閱',
    page: {
      title: '電子郵件通知',
      ask: '要停止以電子郵件接收通知嗎？',
      button: '取消訂閱',
      done: '已取消訂閱，今後不會再以電子郵件寄送通知。您可以隨時在網站的設定中重新開啟。',
      invalid: '這個取消訂閱連結無效，可能沒有完整複製。',
      toSite: '前往{site}',
    },
  },
  'zh-cn': {
    site: 'Pitch Points',
    subject: '{site}的最新通知',
    greeting: '{nickname}，你好：',
    intro: '以下是你在{site}的最新消息。',
    open: '在网站上查看',
    all: '全部通知',
    why: '你在{site}开启了邮件通知，因此收到这封邮件。每天最多一封。',
    unsubscribe: '退订',
    page: {
      title: '邮件通知',
      ask: '不再通过邮件接收通知？',
      button: '退订',
      done: '已退订，今后不会再通过邮件发送通知。你可以随时在网站的设置中重新开启。',
      invalid: '此退订链接无效，可能没有完整复制。',
      toSite: '前往{site}',
    },
  },
  id: {
    site: 'Pitch Points',
    subject: 'Kabar terbaru dari {site}',
    greeting: 'Halo {nickname},',
    intro: 'Ini kabar terbaru untukmu di {site}.',
    open: 'Lihat di situs',
    all: 'Semua notifikasimu',
    why: 'Kamu menerima email ini karena mengaktifkan notifikasi email di {site}. Kamu menerima paling banyak satu email sehari.',
    unsubscribe: 'Berhenti berlangganan',
    page: {
      title: 'Notifikasi email',
      ask: 'Berhenti menerima notifikasi lewat email?',
      button: 'Berhenti berlangganan',
      done: 'Kamu sudah berhenti berlangganan: tidak akan ada lagi notifikasi lewat email. Kamu bisa mengaktifkannya lagi di pengaturan situs.',
      invalid:
        'Tautan berhenti berlangganan ini tidak valid. Mungkin tautannya tidak tersalin lengkap.',
      toSite: 'Ke {site}',
    },
  },
  th: {
    site: 'Pitch Points',
    subject: 'ข่าวสารจาก{site}',
    greeting: 'สวัสดี {nickname}',
    intro: 'นี่คือความเคลื่อนไหวล่าสุดของคุณใน{site}',
    open: 'ดูบนเว็บไซต์',
    all: 'การแจ้งเตือนทั้งหมด',
    why: 'คุณได้รับอีเมลนี้เพราะเปิดการแจ้งเตือนทางอีเมลไว้ใน{site} เราจะส่งอีเมลให้ไม่เกินวันละหนึ่งฉบับ',
    unsubscribe: 'ยกเลิกการรับอีเมล',
    page: {
      title: 'การแจ้งเตือนทางอีเมล',
      ask: 'ต้องการหยุดรับการแจ้งเตือนทางอีเมลใช่ไหม',
      button: 'ยกเลิกการรับอีเมล',
      done: 'ยกเลิกเรียบร้อยแล้ว คุณจะไม่ได้รับการแจ้งเตือนทางอีเมลอีก และเปิดใหม่ได้ทุกเมื่อในการตั้งค่าบนเว็บไซต์',
      invalid: 'ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง อาจคัดลอกมาไม่ครบ',
      toSite: 'ไปที่{site}',
    },
  },
};

import type { Language } from '@points/contracts';

/**
 * The texts of every notification, per language. Placeholders in braces are filled at read
 * time (`notification-texts.ts`): `{amount}` (points, as the language writes numbers), `{date}`
 * (day and time in UTC), and names in the player's language: `{lottery}`, `{festival}`,
 * `{item}`, `{coupon}`.
 */
export interface NotificationStrings {
  pointsExpiring: { title: string; week: string; day: string };
  lotteryWon: { title: string; shipped: string; inGame: string };
  lotteryLost: { title: string; body: string };
  festivalDrawn: { title: string; body: string };
  festivalNotDrawn: { title: string; body: string };
  deliveryRefunded: { title: string; body: string };
  couponExpiring: { title: string; body: string };
}

const en: NotificationStrings = {
  pointsExpiring: {
    title: 'Points expiring soon',
    week: '{amount} points expire within the next 7 days, the first of them on {date}. Use them before they go.',
    day: '{amount} points expire within the next 24 hours, the first of them on {date}. Use them before they go.',
  },
  lotteryWon: {
    title: 'You won a lottery prize!',
    shipped:
      'Congratulations! You won a prize in “{lottery}”. Check your shipping details before the deadline so we can send it.',
    inGame:
      'Congratulations! You won a prize in “{lottery}”. It will arrive in your in-game inbox.',
  },
  lotteryLost: {
    title: 'Lottery result',
    body: 'None of your tickets in “{lottery}” won this time. Thank you for entering.',
  },
  festivalDrawn: {
    title: 'You were drawn for the festival!',
    body: 'You were drawn as a visitor for “{festival}”. Register your visit on the festival page to get your ticket.',
  },
  festivalNotDrawn: {
    title: 'Festival visitor draw result',
    body: 'You were not drawn as a visitor for “{festival}” this time. Thank you for pre-registering.',
  },
  deliveryRefunded: {
    title: 'Delivery failed: points returned',
    body: '“{item}” could not be delivered, so {amount} points were returned to your balance.',
  },
  couponExpiring: {
    title: 'Coupon expiring soon',
    body: 'Your coupon “{coupon}” expires on {date}. Use it before then.',
  },
};

export const NOTIFICATION_STRINGS: Record<Language, NotificationStrings> = {
  ja: {
    pointsExpiring: {
      title: 'ポイントの失効が近づいています',
      week: '7日以内に{amount} ptが失効します（最初の失効は{date}）。失効する前にご利用ください。',
      day: '24時間以内に{amount} ptが失効します（最初の失効は{date}）。失効する前にご利用ください。',
    },
    lotteryWon: {
      title: '抽選に当選しました！',
      shipped:
        'おめでとうございます！「{lottery}」で当選しました。賞品をお送りするため、期限までに配送先情報をご確認ください。',
      inGame:
        'おめでとうございます！「{lottery}」で当選しました。賞品はゲーム内のプレゼントボックスに届きます。',
    },
    lotteryLost: {
      title: '抽選結果のお知らせ',
      body: '残念ながら「{lottery}」は今回当選しませんでした。ご応募ありがとうございました。',
    },
    festivalDrawn: {
      title: 'フェスティバルの来場者抽選に当選しました！',
      body: '「{festival}」の来場者に当選しました。フェスティバルのページで本登録をして、チケットを受け取ってください。',
    },
    festivalNotDrawn: {
      title: 'フェスティバル来場者抽選の結果',
      body: '残念ながら「{festival}」の来場者抽選には今回当選しませんでした。事前登録ありがとうございました。',
    },
    deliveryRefunded: {
      title: '配布に失敗したため、ポイントを返還しました',
      body: '「{item}」を配布できなかったため、{amount} ptを返還しました。',
    },
    couponExpiring: {
      title: 'クーポンの有効期限が近づいています',
      body: 'クーポン「{coupon}」の有効期限は{date}です。期限までにご利用ください。',
    },
  },
  en,
  'en-us': {
    ...en,
    lotteryLost: {
      title: 'Lottery result',
      body: 'None of your tickets in “{lottery}” won this time. Thanks for entering.',
    },
    festivalNotDrawn: {
      title: 'Festival visitor draw result',
      body: 'You weren’t drawn as a visitor for “{festival}” this time. Thanks for pre-registering.',
    },
  },
  fr: {
    pointsExpiring: {
      title: 'Des points expirent bientôt',
      week: '{amount} points expirent dans les 7 prochains jours, les premiers le {date}. Utilisez-les avant qu’ils n’expirent.',
      day: '{amount} points expirent dans les prochaines 24 heures, les premiers le {date}. Utilisez-les avant qu’ils n’expirent.',
    },
    lotteryWon: {
      title: 'Vous avez gagné un lot !',
      shipped:
        'Félicitations ! Vous avez gagné un lot à « {lottery} ». Vérifiez vos informations de livraison avant la date limite pour que nous puissions vous l’envoyer.',
      inGame:
        'Félicitations ! Vous avez gagné un lot à « {lottery} ». Il arrivera dans votre boîte de réception en jeu.',
    },
    lotteryLost: {
      title: 'Résultat du tirage au sort',
      body: 'Aucun de vos tickets pour « {lottery} » n’a gagné cette fois. Merci d’avoir participé.',
    },
    festivalDrawn: {
      title: 'Vous avez été tiré au sort pour le festival !',
      body: 'Vous avez été tiré au sort comme visiteur pour « {festival} ». Inscrivez votre visite sur la page du festival pour obtenir votre billet.',
    },
    festivalNotDrawn: {
      title: 'Résultat du tirage des visiteurs du festival',
      body: 'Vous n’avez pas été tiré au sort comme visiteur pour « {festival} » cette fois. Merci de vous être préinscrit.',
    },
    deliveryRefunded: {
      title: 'Échec de la livraison : points remboursés',
      body: '« {item} » n’a pas pu être livré : {amount} points ont été recrédités sur votre solde.',
    },
    couponExpiring: {
      title: 'Un bon de réduction expire bientôt',
      body: 'Votre bon de réduction « {coupon} » expire le {date}. Utilisez-le d’ici là.',
    },
  },
  de: {
    pointsExpiring: {
      title: 'Punkte verfallen bald',
      week: '{amount} Punkte verfallen in den nächsten 7 Tagen, die ersten am {date}. Nutze sie, bevor sie verfallen.',
      day: '{amount} Punkte verfallen in den nächsten 24 Stunden, die ersten am {date}. Nutze sie, bevor sie verfallen.',
    },
    lotteryWon: {
      title: 'Du hast bei einer Verlosung gewonnen!',
      shipped:
        'Glückwunsch! Du hast bei „{lottery}“ einen Preis gewonnen. Überprüfe deine Versanddaten vor Ablauf der Frist, damit wir ihn dir schicken können.',
      inGame:
        'Glückwunsch! Du hast bei „{lottery}“ einen Preis gewonnen. Er wird in deinen Posteingang im Spiel zugestellt.',
    },
    lotteryLost: {
      title: 'Ergebnis der Verlosung',
      body: 'Diesmal hat leider keines deiner Lose bei „{lottery}“ gewonnen. Danke für deine Teilnahme.',
    },
    festivalDrawn: {
      title: 'Du wurdest für das Festival gezogen!',
      body: 'Du wurdest als Besucher für „{festival}“ gezogen. Melde deinen Besuch auf der Festivalseite an, um dein Ticket zu erhalten.',
    },
    festivalNotDrawn: {
      title: 'Ergebnis der Besucherziehung',
      body: 'Diesmal wurdest du leider nicht als Besucher für „{festival}“ gezogen. Danke für deine Vorregistrierung.',
    },
    deliveryRefunded: {
      title: 'Zustellung fehlgeschlagen: Punkte erstattet',
      body: '„{item}“ konnte nicht zugestellt werden, daher wurden dir {amount} Punkte gutgeschrieben.',
    },
    couponExpiring: {
      title: 'Gutschein läuft bald ab',
      body: 'Dein Gutschein „{coupon}“ läuft am {date} ab. Löse ihn vorher ein.',
    },
  },
  it: {
    pointsExpiring: {
      title: 'Punti in scadenza',
      week: '{amount} punti scadono nei prossimi 7 giorni, i primi il {date}. Usali prima che scadano.',
      day: '{amount} punti scadono nelle prossime 24 ore, i primi il {date}. Usali prima che scadano.',
    },
    lotteryWon: {
      title: 'Hai vinto un premio!',
      shipped:
        'Congratulazioni! Hai vinto un premio in «{lottery}». Controlla i dati di spedizione entro la scadenza, così potremo inviartelo.',
      inGame:
        'Congratulazioni! Hai vinto un premio in «{lottery}». Arriverà nella posta in arrivo del gioco.',
    },
    lotteryLost: {
      title: 'Risultato dell’estrazione',
      body: 'Questa volta nessuno dei tuoi biglietti per «{lottery}» ha vinto. Grazie per aver partecipato.',
    },
    festivalDrawn: {
      title: 'Sei stato estratto per il festival!',
      body: 'Sei stato estratto come visitatore per «{festival}». Registra la tua visita nella pagina del festival per ricevere il biglietto.',
    },
    festivalNotDrawn: {
      title: 'Risultato dell’estrazione dei visitatori',
      body: 'Questa volta non sei stato estratto come visitatore per «{festival}». Grazie per esserti preregistrato.',
    },
    deliveryRefunded: {
      title: 'Consegna non riuscita: punti rimborsati',
      body: 'Non è stato possibile consegnare «{item}», quindi ti sono stati restituiti {amount} punti.',
    },
    couponExpiring: {
      title: 'Coupon in scadenza',
      body: 'Il tuo coupon «{coupon}» scade il {date}. Usalo prima di allora.',
    },
  },
  es: {
    pointsExpiring: {
      title: 'Tienes puntos a punto de caducar',
      week: '{amount} puntos caducan en los próximos 7 días; los primeros, el {date}. Úsalos antes de que caduquen.',
      day: '{amount} puntos caducan en las próximas 24 horas; los primeros, el {date}. Úsalos antes de que caduquen.',
    },
    lotteryWon: {
      title: '¡Has ganado un premio!',
      shipped:
        '¡Enhorabuena! Has ganado un premio en «{lottery}». Comprueba tus datos de envío antes de la fecha límite para que podamos enviártelo.',
      inGame: '¡Enhorabuena! Has ganado un premio en «{lottery}». Llegará a tu buzón del juego.',
    },
    lotteryLost: {
      title: 'Resultado del sorteo',
      body: 'Esta vez no ha ganado ninguna de tus papeletas de «{lottery}». Gracias por participar.',
    },
    festivalDrawn: {
      title: '¡Te ha tocado el festival!',
      body: 'Te ha tocado ser visitante de «{festival}». Inscribe tu visita en la página del festival para conseguir tu entrada.',
    },
    festivalNotDrawn: {
      title: 'Resultado del sorteo de visitantes',
      body: 'Esta vez no te ha tocado ser visitante de «{festival}». Gracias por preinscribirte.',
    },
    deliveryRefunded: {
      title: 'Error en la entrega: puntos devueltos',
      body: 'No se ha podido entregar «{item}», así que te hemos devuelto {amount} puntos.',
    },
    couponExpiring: {
      title: 'Tu cupón caduca pronto',
      body: 'Tu cupón «{coupon}» caduca el {date}. Úsalo antes.',
    },
  },
  'es-mx': {
    pointsExpiring: {
      title: 'Tienes puntos por vencer',
      week: '{amount} puntos vencen en los próximos 7 días; los primeros, el {date}. Úsalos antes de que venzan.',
      day: '{amount} puntos vencen en las próximas 24 horas; los primeros, el {date}. Úsalos antes de que venzan.',
    },
    lotteryWon: {
      title: '¡Ganaste un premio!',
      shipped:
        '¡Felicidades! Ganaste un premio en “{lottery}”. Revisa tus datos de envío antes de la fecha límite para que podamos mandártelo.',
      inGame: '¡Felicidades! Ganaste un premio en “{lottery}”. Llegará a tu buzón del juego.',
    },
    lotteryLost: {
      title: 'Resultado del sorteo',
      body: 'Esta vez ninguno de tus boletos de “{lottery}” ganó. Gracias por participar.',
    },
    festivalDrawn: {
      title: '¡Saliste sorteado para el festival!',
      body: 'Saliste sorteado como visitante de “{festival}”. Registra tu visita en la página del festival para obtener tu boleto.',
    },
    festivalNotDrawn: {
      title: 'Resultado del sorteo de visitantes',
      body: 'Esta vez no saliste sorteado como visitante de “{festival}”. Gracias por registrarte previamente.',
    },
    deliveryRefunded: {
      title: 'Falló la entrega: puntos devueltos',
      body: 'No pudimos entregar “{item}”, así que te devolvimos {amount} puntos.',
    },
    couponExpiring: {
      title: 'Tu cupón vence pronto',
      body: 'Tu cupón “{coupon}” vence el {date}. Úsalo antes.',
    },
  },
  'pt-pt': {
    pointsExpiring: {
      title: 'Tem pontos prestes a expirar',
      week: '{amount} pontos expiram nos próximos 7 dias, os primeiros a {date}. Utilize-os antes que expirem.',
      day: '{amount} pontos expiram nas próximas 24 horas, os primeiros a {date}. Utilize-os antes que expirem.',
    },
    lotteryWon: {
      title: 'Ganhou um prémio!',
      shipped:
        'Parabéns! Ganhou um prémio em «{lottery}». Verifique os seus dados de envio antes do prazo para que o possamos enviar.',
      inGame: 'Parabéns! Ganhou um prémio em «{lottery}». Vai chegar à caixa de entrada do jogo.',
    },
    lotteryLost: {
      title: 'Resultado do sorteio',
      body: 'Desta vez nenhum dos seus bilhetes de «{lottery}» ganhou. Obrigado por participar.',
    },
    festivalDrawn: {
      title: 'Foi sorteado para o festival!',
      body: 'Foi sorteado como visitante de «{festival}». Inscreva a sua visita na página do festival para receber o seu bilhete.',
    },
    festivalNotDrawn: {
      title: 'Resultado do sorteio de visitantes',
      body: 'Desta vez não foi sorteado como visitante de «{festival}». Obrigado por se ter pré-inscrito.',
    },
    deliveryRefunded: {
      title: 'Falha na entrega: pontos devolvidos',
      body: 'Não foi possível entregar «{item}», por isso foram-lhe devolvidos {amount} pontos.',
    },
    couponExpiring: {
      title: 'O seu cupão expira em breve',
      body: 'O seu cupão «{coupon}» expira a {date}. Utilize-o até lá.',
    },
  },
  'pt-br': {
    pointsExpiring: {
      title: 'Você tem pontos prestes a expirar',
      week: '{amount} pontos expiram nos próximos 7 dias, os primeiros em {date}. Use-os antes que expirem.',
      day: '{amount} pontos expiram nas próximas 24 horas, os primeiros em {date}. Use-os antes que expirem.',
    },
    lotteryWon: {
      title: 'Você ganhou um prêmio!',
      shipped:
        'Parabéns! Você ganhou um prêmio em “{lottery}”. Confira seus dados de entrega antes do prazo para que possamos enviá-lo.',
      inGame:
        'Parabéns! Você ganhou um prêmio em “{lottery}”. Ele vai chegar na caixa de entrada do jogo.',
    },
    lotteryLost: {
      title: 'Resultado do sorteio',
      body: 'Nenhum dos seus bilhetes de “{lottery}” foi sorteado desta vez. Obrigado por participar.',
    },
    festivalDrawn: {
      title: 'Você foi sorteado para o festival!',
      body: 'Você foi sorteado como visitante de “{festival}”. Inscreva sua visita na página do festival para receber seu ingresso.',
    },
    festivalNotDrawn: {
      title: 'Resultado do sorteio de visitantes',
      body: 'Desta vez você não foi sorteado como visitante de “{festival}”. Obrigado por fazer o pré-cadastro.',
    },
    deliveryRefunded: {
      title: 'Falha na entrega: pontos devolvidos',
      body: 'Não foi possível entregar “{item}”, então devolvemos {amount} pontos para você.',
    },
    couponExpiring: {
      title: 'Seu cupom expira em breve',
      body: 'Seu cupom “{coupon}” expira em {date}. Use-o antes disso.',
    },
  },
  ru: {
    pointsExpiring: {
      title: 'Срок действия баллов скоро истекает',
      week: 'В ближайшие 7 дней истекает срок действия баллов: {amount}. Первые сгорают {date}. Используйте их вовремя.',
      day: 'В ближайшие 24 часа истекает срок действия баллов: {amount}. Первые сгорают {date}. Используйте их вовремя.',
    },
    lotteryWon: {
      title: 'Вы выиграли приз!',
      shipped:
        'Поздравляем! Вы выиграли приз в розыгрыше «{lottery}». Проверьте данные для доставки до окончания срока, чтобы мы могли его отправить.',
      inGame:
        'Поздравляем! Вы выиграли приз в розыгрыше «{lottery}». Он придёт во внутриигровую почту.',
    },
    lotteryLost: {
      title: 'Итоги розыгрыша',
      body: 'В этот раз ваши билеты в розыгрыше «{lottery}» не выиграли. Спасибо за участие.',
    },
    festivalDrawn: {
      title: 'Вам выпал жребий на фестиваль!',
      body: 'Вам выпал жребий стать посетителем фестиваля «{festival}». Зарегистрируйте визит на странице фестиваля, чтобы получить билет.',
    },
    festivalNotDrawn: {
      title: 'Итоги жеребьёвки посетителей',
      body: 'В этот раз жребий стать посетителем фестиваля «{festival}» вам не выпал. Спасибо за предрегистрацию.',
    },
    deliveryRefunded: {
      title: 'Доставка не удалась: баллы возвращены',
      body: 'Не удалось доставить «{item}», поэтому баллы возвращены на ваш счёт: {amount}.',
    },
    couponExpiring: {
      title: 'Срок действия купона скоро истекает',
      body: 'Купон «{coupon}» действует до {date}. Используйте его до этого времени.',
    },
  },
  tr: {
    pointsExpiring: {
      title: 'Puanlarının süresi yakında doluyor',
      week: '{amount} puanın süresi önümüzdeki 7 gün içinde doluyor; ilki {date} tarihinde. Süreleri dolmadan kullan.',
      day: '{amount} puanın süresi önümüzdeki 24 saat içinde doluyor; ilki {date} tarihinde. Süreleri dolmadan kullan.',
    },
    lotteryWon: {
      title: 'Çekilişte ödül kazandın!',
      shipped:
        'Tebrikler! “{lottery}” çekilişinde bir ödül kazandın. Gönderebilmemiz için son tarihten önce teslimat bilgilerini kontrol et.',
      inGame:
        'Tebrikler! “{lottery}” çekilişinde bir ödül kazandın. Ödülün oyun içi gelen kutuna gelecek.',
    },
    lotteryLost: {
      title: 'Çekiliş sonucu',
      body: 'Bu sefer “{lottery}” çekilişindeki biletlerinden hiçbiri kazanmadı. Katıldığın için teşekkürler.',
    },
    festivalDrawn: {
      title: 'Festival çekilişinde çıktın!',
      body: '“{festival}” için ziyaretçi çekilişinde çıktın. Biletini almak için festival sayfasından ziyaretini kaydet.',
    },
    festivalNotDrawn: {
      title: 'Ziyaretçi çekilişi sonucu',
      body: 'Bu sefer “{festival}” ziyaretçi çekilişinde çıkmadın. Ön kayıt yaptırdığın için teşekkürler.',
    },
    deliveryRefunded: {
      title: 'Teslimat başarısız: puanlar iade edildi',
      body: '“{item}” teslim edilemedi, bu yüzden {amount} puan hesabına iade edildi.',
    },
    couponExpiring: {
      title: 'Kuponunun süresi yakında doluyor',
      body: '“{coupon}” kuponunun süresi {date} tarihinde doluyor. Ondan önce kullan.',
    },
  },
  ko: {
    pointsExpiring: {
      title: '곧 소멸되는 포인트가 있어요',
      week: '앞으로 7일 안에 {amount}P가 소멸될 예정이에요(가장 빠른 소멸: {date}). 소멸되기 전에 사용하세요.',
      day: '앞으로 24시간 안에 {amount}P가 소멸될 예정이에요(가장 빠른 소멸: {date}). 소멸되기 전에 사용하세요.',
    },
    lotteryWon: {
      title: '추첨에 당첨되었어요!',
      shipped:
        '축하해요! ‘{lottery}’에 당첨되었어요. 경품을 보내 드릴 수 있도록 기한 내에 배송 정보를 확인해 주세요.',
      inGame: '축하해요! ‘{lottery}’에 당첨되었어요. 경품은 게임 내 우편함으로 지급돼요.',
    },
    lotteryLost: {
      title: '추첨 결과 안내',
      body: '아쉽게도 이번 ‘{lottery}’에는 당첨되지 않았어요. 응모해 주셔서 감사해요.',
    },
    festivalDrawn: {
      title: '페스티벌 방문객 추첨에 당첨되었어요!',
      body: '‘{festival}’ 방문객으로 당첨되었어요. 페스티벌 페이지에서 방문 등록을 하고 티켓을 받으세요.',
    },
    festivalNotDrawn: {
      title: '페스티벌 방문객 추첨 결과',
      body: '아쉽게도 이번에는 ‘{festival}’ 방문객으로 당첨되지 않았어요. 사전 등록해 주셔서 감사해요.',
    },
    deliveryRefunded: {
      title: '지급 실패로 포인트를 환불했어요',
      body: '‘{item}’을(를) 지급하지 못해 {amount}P를 돌려드렸어요.',
    },
    couponExpiring: {
      title: '곧 만료되는 쿠폰이 있어요',
      body: '쿠폰 ‘{coupon}’의 유효 기간은 {date}까지예요. 그 전에 사용하세요.',
    },
  },
  'zh-tw': {
    pointsExpiring: {
      title: '點數即將到期',
      week: '您有 {amount} 點將於 7 天內到期，最早於 {date} 到期。請在到期前使用。',
      day: '您有 {amount} 點將於 24 小時內到期，最早於 {date} 到期。請在到期前使用。',
    },
    lotteryWon: {
      title: '恭喜中獎！',
      shipped: '恭喜！您在「{lottery}」中獎了。為了寄送獎品，請於期限前確認您的寄送資訊。',
      inGame: '恭喜！您在「{lottery}」中獎了。獎品將發送到您的遊戲內信箱。',
    },
    lotteryLost: {
      title: '抽獎結果',
      body: '很可惜，您這次在「{lottery}」沒有中獎。感謝您的參加。',
    },
    festivalDrawn: {
      title: '恭喜中選嘉年華入場者！',
      body: '您已中選為「{festival}」的入場者。請在嘉年華頁面完成正式登記並領取門票。',
    },
    festivalNotDrawn: {
      title: '嘉年華入場者抽選結果',
      body: '很可惜，您這次未中選為「{festival}」的入場者。感謝您參加事前登錄。',
    },
    deliveryRefunded: {
      title: '發送失敗，已退還點數',
      body: '「{item}」無法發送，已退還 {amount} 點給您。',
    },
    couponExpiring: {
      title: '優惠券即將到期',
      body: '您的優惠券「{coupon}」將於 {date} 到期。請在到期前使用。',
    },
  },
  'zh-cn': {
    pointsExpiring: {
      title: '积分即将过期',
      week: '您有 {amount} 积分将在 7 天内过期，最早于 {date} 过期。请在过期前使用。',
      day: '您有 {amount} 积分将在 24 小时内过期，最早于 {date} 过期。请在过期前使用。',
    },
    lotteryWon: {
      title: '恭喜中奖！',
      shipped: '恭喜！您在“{lottery}”中奖了。为了寄送奖品，请在截止日期前确认您的收货信息。',
      inGame: '恭喜！您在“{lottery}”中奖了。奖品将发放到您的游戏内邮箱。',
    },
    lotteryLost: {
      title: '抽奖结果',
      body: '很遗憾，您这次在“{lottery}”没有中奖。感谢您的参与。',
    },
    festivalDrawn: {
      title: '恭喜中选嘉年华入场资格！',
      body: '您已中选为“{festival}”的入场者。请在嘉年华页面完成正式登记并领取门票。',
    },
    festivalNotDrawn: {
      title: '嘉年华入场者抽选结果',
      body: '很遗憾，您这次未中选为“{festival}”的入场者。感谢您参加预约登记。',
    },
    deliveryRefunded: {
      title: '发放失败，积分已退还',
      body: '“{item}”未能发放，已向您退还 {amount} 积分。',
    },
    couponExpiring: {
      title: '优惠券即将过期',
      body: '您的优惠券“{coupon}”将于 {date} 过期。请在过期前使用。',
    },
  },
  id: {
    pointsExpiring: {
      title: 'Poin Anda akan segera kedaluwarsa',
      week: '{amount} poin akan kedaluwarsa dalam 7 hari ke depan, yang pertama pada {date}. Gunakan sebelum kedaluwarsa.',
      day: '{amount} poin akan kedaluwarsa dalam 24 jam ke depan, yang pertama pada {date}. Gunakan sebelum kedaluwarsa.',
    },
    lotteryWon: {
      title: 'Anda memenangkan hadiah undian!',
      shipped:
        'Selamat! Anda memenangkan hadiah di “{lottery}”. Periksa detail pengiriman Anda sebelum batas waktu agar kami dapat mengirimkannya.',
      inGame:
        'Selamat! Anda memenangkan hadiah di “{lottery}”. Hadiah akan dikirim ke kotak masuk dalam game Anda.',
    },
    lotteryLost: {
      title: 'Hasil undian',
      body: 'Kali ini tidak ada tiket Anda di “{lottery}” yang menang. Terima kasih sudah ikut.',
    },
    festivalDrawn: {
      title: 'Anda terpilih untuk festival!',
      body: 'Anda terpilih sebagai pengunjung “{festival}”. Daftarkan kunjungan Anda di halaman festival untuk mendapatkan tiket.',
    },
    festivalNotDrawn: {
      title: 'Hasil undian pengunjung festival',
      body: 'Kali ini Anda belum terpilih sebagai pengunjung “{festival}”. Terima kasih sudah melakukan pra-registrasi.',
    },
    deliveryRefunded: {
      title: 'Pengiriman gagal: poin dikembalikan',
      body: '“{item}” tidak dapat dikirim, jadi {amount} poin telah dikembalikan ke saldo Anda.',
    },
    couponExpiring: {
      title: 'Kupon Anda akan segera kedaluwarsa',
      body: 'Kupon “{coupon}” Anda kedaluwarsa pada {date}. Gunakan sebelum itu.',
    },
  },
  th: {
    pointsExpiring: {
      title: 'พอยต์ของคุณใกล้หมดอายุ',
      week: '{amount} พอยต์จะหมดอายุภายใน 7 วันข้างหน้า โดยชุดแรกจะหมดอายุในวันที่ {date} โปรดใช้ก่อนหมดอายุ',
      day: '{amount} พอยต์จะหมดอายุภายใน 24 ชั่วโมงข้างหน้า โดยชุดแรกจะหมดอายุในวันที่ {date} โปรดใช้ก่อนหมดอายุ',
    },
    lotteryWon: {
      title: 'คุณได้รับรางวัลจากการจับฉลาก!',
      shipped:
        'ยินดีด้วย! คุณได้รับรางวัลจาก “{lottery}” โปรดตรวจสอบข้อมูลการจัดส่งก่อนถึงกำหนดเพื่อให้เราส่งรางวัลให้คุณได้',
      inGame: 'ยินดีด้วย! คุณได้รับรางวัลจาก “{lottery}” รางวัลจะส่งเข้ากล่องจดหมายในเกมของคุณ',
    },
    lotteryLost: {
      title: 'ผลการจับฉลาก',
      body: 'ครั้งนี้ตั๋วของคุณใน “{lottery}” ยังไม่ได้รับรางวัล ขอบคุณที่ร่วมลุ้น',
    },
    festivalDrawn: {
      title: 'คุณได้รับเลือกให้เข้างานเทศกาล!',
      body: 'คุณได้รับเลือกเป็นผู้เข้างาน “{festival}” โปรดลงทะเบียนการเข้างานในหน้างานเทศกาลเพื่อรับบัตรเข้างาน',
    },
    festivalNotDrawn: {
      title: 'ผลการจับฉลากผู้เข้างานเทศกาล',
      body: 'ครั้งนี้คุณไม่ได้รับเลือกเป็นผู้เข้างาน “{festival}” ขอบคุณที่ลงทะเบียนล่วงหน้า',
    },
    deliveryRefunded: {
      title: 'จัดส่งไม่สำเร็จ: คืนพอยต์แล้ว',
      body: 'ไม่สามารถจัดส่ง “{item}” ได้ เราจึงคืน {amount} พอยต์ให้คุณแล้ว',
    },
    couponExpiring: {
      title: 'คูปองของคุณใกล้หมดอายุ',
      body: 'คูปอง “{coupon}” ของคุณจะหมดอายุในวันที่ {date} โปรดใช้ก่อนหมดอายุ',
    },
  },
};

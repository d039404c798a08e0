import type { PageStrings } from './page-strings';

export const tr: PageStrings = {
  dir: 'ltr',
  siteName: 'Yayıncı hesabı (geliştirme)',

  loginId: 'Giriş kimliği',
  password: 'Şifre',
  signIn: 'Giriş yap',
  signInHeading: 'Yayıncı hesabınla giriş yap',
  wrongCredentials: 'Giriş kimliği veya şifre yanlış.',
  demoAccounts: 'Geliştirme giriş hizmeti. Demo hesaplar: {accounts}; şifre {password}.',

  newHere: 'Burada yeni misin?',
  createAccount: 'Hesap oluştur',
  createHeading: 'Yayıncı hesabını oluştur',
  createIntro:
    'Yayıncının oyunları ve puan sitesi için tek bir hesap. Bu geliştirme giriş hizmeti, hesabı yeniden başlatılana kadar saklar.',
  haveAccount: 'Zaten hesabın var mı?',
  nickname: 'Takma ad',
  nicknameHint: 'Puan sitesinde gösterilir. 1 ila 20 karakter.',
  loginIdHint: '3 ila 32 karakter: küçük harfler a–z, rakamlar, nokta, kısa çizgi ve alt çizgi.',
  passwordHint: 'En az 8 karakter.',
  country: 'Ülke veya bölge',
  fixFields: 'Bazı bilgilerin düzeltilmesi gerekiyor. Aşağıda işaretlenen alanlara bak.',
  nicknameInvalid: '1 ila 20 karakterlik bir takma ad gir.',
  loginIdInvalid:
    '3 ila 32 karakter kullan: küçük harfler a–z, rakamlar, nokta, kısa çizgi ve alt çizgi.',
  loginIdTaken: 'Bu giriş kimliği zaten kullanılıyor. Başka bir tane seç.',
  passwordTooShort: 'En az 8 karakter kullan.',
  countryInvalid: 'Listeden bir ülke veya bölge seç.',

  termsTitle: 'Puan programı koşulları',
  termsText:
    'Merhaba {nickname}. Puan toplamak ve harcamak için lütfen puan programı koşullarını kabul et: puanlar kampanyalardan kazanılır; eşyalar, kuponlar ve çekiliş katılımları için harcanır; sitede belirtilen sürenin sonunda geçerliliğini yitirir ve nakit değeri yoktur.',
  agree: 'Kabul ediyorum',
  notNow: 'Şimdi değil',

  errorTitle: 'Giriş hatası',
  errorText: 'Girişe devam edilemedi. Puan sitesine dön ve tekrar giriş yap.',
  errorDetail: 'Destek için ayrıntılar: {detail}',
  expiredTitle: 'Girişin süresi doldu',
  expiredText: 'Bu giriş denemesinin süresi doldu. Puan sitesine dön ve tekrar giriş yap.',
  notFoundTitle: 'Sayfa bulunamadı',
  notFoundText: 'Bu adreste bir sayfa yok.',
  failedTitle: 'Bir sorun oluştu',
  failedText: 'İsteğin tamamlanamadı. Geri dön ve tekrar dene.',

  signingOutTitle: 'Çıkış yapılıyor',
  signingOutHeading: 'Çıkışın yapılıyor',
  signingOutText: 'Yayıncı hesabından çıkış yapılıyor.',
  signOut: 'Çıkış yap',
  signedOutTitle: 'Çıkış yapıldı',
  signedOutText: 'Yayıncı hesabından çıkış yaptın.',

  linkTitle: 'Oyun uygulaması bağla',
  linkHeading: 'Hesabına bir oyun uygulaması bağla',
  linkIntro:
    'Gerçek bir oyunda bağlantıyı oyunun ayarlarından yaparsın. Burada bir oyun seç ve yayıncı hesabınla onayla.',
  gameApp: 'Oyun uygulaması',
  linkSubmit: 'Bu oyunu bağla',
  chooseGameApp: 'Listelenen oyun uygulamalarından birini seç.',
  linkDone:
    '{game} artık hesabına bağlı. Görmek için puan sitesine dön, çıkış yap ve tekrar giriş yap.',

  addressTitle: 'Teslimat adresin',
  addressIntro: 'Ödüller bu adrese gönderilir. Değişikliği yayıncı hesabınla onayla.',
  familyName: 'Soyadı',
  givenName: 'Adı',
  postalCode: 'Posta kodu',
  region: 'İl veya bölge',
  city: 'Şehir',
  street: 'Sokak',
  building: 'Bina ve daire',
  phone: 'Telefon',
  addressSubmit: 'Adresimi kaydet',
  addressSaved:
    'Adresin kaydedildi. Orada kullanmak için puan sitesine dön, çıkış yap ve tekrar giriş yap.',

  privacyTitle: 'Gizlilik politikası',
  privacyText:
    'Yayıncı hesabı takma adını, ülkeni, dilini, iletişim bilgilerini ve bağlı oyun uygulamalarını saklar; puan sitesiyle yalnızca onay verdiğin bilgileri paylaşır. Bu, yerel geliştirme giriş hizmetidir: hiçbir veri bu bilgisayardan çıkmaz.',
  termsPageText:
    'Puanlar kampanyalardan kazanılır ve oyun içi eşyalar, kuponlar ve çekiliş katılımları için harcanır. Puanlar puan sitesinde belirtilen sürenin sonunda geçerliliğini yitirir, devredilemez ve nakit değeri yoktur.',
  gamesStoreTitle: 'Oyun mağazası',
  gamesStoreText:
    'Yayıncının Japonya’daki 18 yaş ve üzeri oyunculara yönelik oyun mağazası. Bu, yerel yedek sayfadır: gerçek mağaza Pitch Legends, Champion Squads ve League Club Manager için oyunlar ve oyun içi para birimi satar.',
  pointsGuideTitle: 'Puan nedir?',
  pointsGuideText:
    'Kampanyalara katılarak puan topla, sonra bunları oyun içi eşyalar, kuponlar ve çekiliş katılımlarıyla değiştir. Her puan yüklemesinde puanların ne zaman geçerliliğini yitireceği gösterilir; süresi en önce dolacak puanlar önce harcanır.',
  shownForAccount: 'Giriş yapılmış {account} hesabı için gösteriliyor.',
};

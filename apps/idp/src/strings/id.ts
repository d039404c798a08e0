import type { PageStrings } from './page-strings';

export const id: PageStrings = {
  dir: 'ltr',
  siteName: 'Akun penerbit (pengembangan)',

  loginId: 'ID login',
  password: 'Kata sandi',
  signIn: 'Masuk',
  signInHeading: 'Masuk ke akun penerbit Anda',
  wrongCredentials: 'ID login atau kata sandi salah.',
  demoAccounts: 'Layanan masuk untuk pengembangan. Akun demo: {accounts}; kata sandi {password}.',

  newHere: 'Baru di sini?',
  createAccount: 'Buat akun',
  createHeading: 'Buat akun penerbit Anda',
  createIntro:
    'Satu akun untuk game dari penerbit dan situs poin. Layanan masuk untuk pengembangan ini menyimpannya sampai dimulai ulang.',
  haveAccount: 'Sudah punya akun?',
  nickname: 'Nama panggilan',
  nicknameHint: 'Ditampilkan di situs poin. 1 sampai 20 karakter.',
  loginIdHint:
    '3 sampai 32 karakter: huruf kecil a–z, angka, titik, tanda hubung, dan garis bawah.',
  passwordHint: 'Minimal 8 karakter.',
  country: 'Negara atau wilayah',
  fixFields: 'Ada data yang perlu diperbaiki. Periksa kolom yang ditandai di bawah.',
  nicknameInvalid: 'Masukkan nama panggilan 1 sampai 20 karakter.',
  loginIdInvalid:
    'Gunakan 3 sampai 32 karakter: huruf kecil a–z, angka, titik, tanda hubung, dan garis bawah.',
  loginIdTaken: 'ID login ini sudah digunakan. Pilih yang lain.',
  passwordTooShort: 'Gunakan minimal 8 karakter.',
  countryInvalid: 'Pilih negara atau wilayah dari daftar.',

  termsTitle: 'Ketentuan program poin',
  termsText:
    'Halo, {nickname}. Untuk mengumpulkan dan menggunakan poin, setujui ketentuan program poin: poin didapat dari kampanye, ditukarkan dengan item, kupon, dan kesempatan ikut undian, kedaluwarsa setelah jangka waktu yang tertera di situs, dan tidak bernilai uang tunai.',
  agree: 'Setuju',
  notNow: 'Nanti saja',

  errorTitle: 'Kesalahan saat masuk',
  errorText: 'Proses masuk tidak dapat dilanjutkan. Kembali ke situs poin dan masuk lagi.',
  errorDetail: 'Detail untuk tim dukungan: {detail}',
  expiredTitle: 'Waktu masuk habis',
  expiredText: 'Waktu untuk percobaan masuk ini sudah habis. Kembali ke situs poin dan masuk lagi.',
  notFoundTitle: 'Halaman tidak ditemukan',
  notFoundText: 'Tidak ada halaman di alamat ini.',
  failedTitle: 'Terjadi masalah',
  failedText: 'Permintaan Anda tidak dapat diselesaikan. Kembali dan coba lagi.',

  signingOutTitle: 'Sedang keluar',
  signingOutHeading: 'Mengeluarkan Anda',
  signingOutText: 'Anda sedang dikeluarkan dari akun penerbit Anda.',
  signOut: 'Keluar',
  signedOutTitle: 'Sudah keluar',
  signedOutText: 'Anda sudah keluar dari akun penerbit Anda.',

  linkTitle: 'Tautkan aplikasi game',
  linkHeading: 'Tautkan aplikasi game ke akun Anda',
  linkIntro:
    'Di game sungguhan, Anda menautkannya dari pengaturan game. Di sini, pilih game lalu konfirmasi dengan akun penerbit Anda.',
  gameApp: 'Aplikasi game',
  linkSubmit: 'Tautkan game ini',
  chooseGameApp: 'Pilih salah satu aplikasi game yang tercantum.',
  linkDone:
    '{game} kini tertaut ke akun Anda. Kembali ke situs poin, keluar, lalu masuk lagi untuk melihatnya.',

  addressTitle: 'Alamat pengiriman Anda',
  addressIntro: 'Hadiah dikirim ke alamat ini. Konfirmasi perubahan dengan akun penerbit Anda.',
  familyName: 'Nama belakang',
  givenName: 'Nama depan',
  postalCode: 'Kode pos',
  region: 'Provinsi atau wilayah',
  city: 'Kota',
  street: 'Jalan',
  building: 'Gedung dan nomor unit',
  phone: 'Telepon',
  addressSubmit: 'Simpan alamat saya',
  addressSaved:
    'Alamat Anda sudah disimpan. Kembali ke situs poin, keluar, lalu masuk lagi untuk menggunakannya di sana.',

  privacyTitle: 'Kebijakan privasi',
  privacyText:
    'Akun penerbit menyimpan nama panggilan, negara, bahasa, detail kontak, dan aplikasi game yang tertaut, serta hanya membagikan kepada situs poin apa yang Anda setujui. Ini adalah layanan masuk lokal untuk pengembangan: tidak ada data yang keluar dari komputer ini.',
  termsPageText:
    'Poin didapat dari kampanye dan ditukarkan dengan item dalam game, kupon, dan kesempatan ikut undian. Poin kedaluwarsa setelah jangka waktu yang tertera di situs poin, tidak dapat dipindahtangankan, dan tidak bernilai uang tunai.',
  gamesStoreTitle: 'Toko game',
  gamesStoreText:
    'Toko game dari penerbit untuk pemain di Jepang yang berusia 18 tahun ke atas. Ini adalah halaman pengganti lokal: toko yang sebenarnya menjual game dan mata uang dalam game untuk Pitch Legends, Champion Squads, dan League Club Manager.',
  pointsGuideTitle: 'Apa itu poin?',
  pointsGuideText:
    'Kumpulkan poin dengan ikut kampanye, lalu tukarkan dengan item dalam game, kupon, dan kesempatan ikut undian. Setiap penambahan poin menunjukkan kapan poinnya kedaluwarsa; poin yang paling cepat kedaluwarsa digunakan lebih dulu.',
  shownForAccount: 'Ditampilkan untuk akun yang sedang masuk: {account}.',
};

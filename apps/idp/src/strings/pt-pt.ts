import type { PageStrings } from './page-strings';

export const ptPt: PageStrings = {
  dir: 'ltr',
  siteName: 'Conta da editora (desenvolvimento)',

  loginId: 'ID de início de sessão',
  password: 'Palavra-passe',
  signIn: 'Iniciar sessão',
  signInHeading: 'Inicie sessão na sua conta da editora',
  wrongCredentials: 'O ID de início de sessão ou a palavra-passe estão incorretos.',
  demoAccounts:
    'Serviço de início de sessão de desenvolvimento. Contas de demonstração: {accounts}; palavra-passe {password}.',

  newHere: 'É a primeira vez?',
  createAccount: 'Criar uma conta',
  createHeading: 'Crie a sua conta da editora',
  createIntro:
    'Uma só conta para os jogos da editora e o site de pontos. Este serviço de início de sessão de desenvolvimento guarda-a até ser reiniciado.',
  haveAccount: 'Já tem uma conta?',
  nickname: 'Alcunha',
  nicknameHint: 'Apresentada no site de pontos. De 1 a 20 carateres.',
  loginIdHint:
    'De 3 a 32 carateres: letras minúsculas a–z, algarismos, pontos, hífenes e sublinhados.',
  passwordHint: 'Pelo menos 8 carateres.',
  country: 'País ou região',
  fixFields: 'Há dados a corrigir. Verifique os campos assinalados abaixo.',
  nicknameInvalid: 'Introduza uma alcunha de 1 a 20 carateres.',
  loginIdInvalid:
    'Utilize de 3 a 32 carateres: letras minúsculas a–z, algarismos, pontos, hífenes e sublinhados.',
  loginIdTaken: 'Este ID de início de sessão já está a ser utilizado. Escolha outro.',
  passwordTooShort: 'Utilize pelo menos 8 carateres.',
  countryInvalid: 'Escolha um país ou região da lista.',

  termsTitle: 'Termos do programa de pontos',
  termsText:
    'Olá, {nickname}. Para acumular e utilizar pontos, aceite os termos do programa de pontos: os pontos ganham-se nas campanhas, trocam-se por itens, cupões e participações em sorteios, expiram após um período indicado no site e não têm valor monetário.',
  agree: 'Aceito',
  notNow: 'Agora não',

  errorTitle: 'Erro ao iniciar sessão',
  errorText:
    'Não foi possível continuar o início de sessão. Volte ao site de pontos e inicie sessão novamente.',
  errorDetail: 'Detalhes para o apoio: {detail}',
  expiredTitle: 'Início de sessão expirado',
  expiredText:
    'Esta tentativa de início de sessão expirou. Volte ao site de pontos e inicie sessão novamente.',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'Não existe nenhuma página neste endereço.',
  failedTitle: 'Ocorreu um problema',
  failedText: 'Não foi possível concluir o seu pedido. Volte atrás e tente novamente.',

  signingOutTitle: 'A terminar sessão',
  signingOutHeading: 'A terminar a sua sessão',
  signingOutText: 'Está a terminar a sessão na sua conta da editora.',
  signOut: 'Terminar sessão',
  signedOutTitle: 'Sessão terminada',
  signedOutText: 'Terminou a sessão na sua conta da editora.',

  linkTitle: 'Associar a aplicação de um jogo',
  linkHeading: 'Associe a aplicação de um jogo à sua conta',
  linkIntro:
    'Num jogo real, a associação faz-se nas definições do jogo. Aqui, escolha um jogo e confirme com a sua conta da editora.',
  gameApp: 'Aplicação do jogo',
  linkSubmit: 'Associar este jogo',
  chooseGameApp: 'Escolha uma das aplicações de jogo da lista.',
  linkDone:
    '{game} está agora associado à sua conta. Volte ao site de pontos, termine sessão e inicie sessão novamente para o ver.',

  addressTitle: 'O seu endereço de envio',
  addressIntro:
    'Os prémios são enviados para este endereço. Confirme a alteração com a sua conta da editora.',
  familyName: 'Apelido',
  givenName: 'Nome próprio',
  postalCode: 'Código postal',
  region: 'Distrito ou região',
  city: 'Localidade',
  street: 'Rua',
  building: 'Edifício e andar',
  phone: 'Telefone',
  addressSubmit: 'Guardar o meu endereço',
  addressSaved:
    'O seu endereço foi guardado. Volte ao site de pontos, termine sessão e inicie sessão novamente para o utilizar lá.',

  privacyTitle: 'Política de privacidade',
  privacyText:
    'A conta da editora guarda a sua alcunha, país, idioma, contactos e as aplicações de jogo associadas, e partilha com o site de pontos apenas o que autorizou. Este é o serviço de início de sessão de desenvolvimento local: nenhum dado sai deste computador.',
  termsPageText:
    'Os pontos ganham-se nas campanhas e trocam-se por itens do jogo, cupões e participações em sorteios. Expiram após o período indicado no site de pontos, não são transferíveis e não têm valor monetário.',
  gamesStoreTitle: 'Loja de jogos',
  gamesStoreText:
    'A loja de jogos da editora para jogadores no Japão com 18 ou mais anos. Esta é a página substituta local: a loja real vende jogos e moeda do jogo para Pitch Legends, Champion Squads e League Club Manager.',
  pointsGuideTitle: 'O que são pontos?',
  pointsGuideText:
    'Acumule pontos participando em campanhas e troque-os por itens do jogo, cupões e participações em sorteios. Cada crédito indica quando os seus pontos expiram; os pontos que expiram primeiro são utilizados primeiro.',
  shownForAccount: 'Apresentado para a conta com sessão iniciada {account}.',
};

import type { PageStrings } from './page-strings';

export const ptBr: PageStrings = {
  dir: 'ltr',
  siteName: 'Conta da publicadora (desenvolvimento)',

  loginId: 'ID de login',
  password: 'Senha',
  signIn: 'Fazer login',
  signInHeading: 'Faça login na sua conta da publicadora',
  wrongCredentials: 'O ID de login ou a senha estão incorretos.',
  demoAccounts:
    'Serviço de login de desenvolvimento. Contas de demonstração: {accounts}; senha {password}.',

  newHere: 'É a sua primeira vez?',
  createAccount: 'Criar uma conta',
  createHeading: 'Crie sua conta da publicadora',
  createIntro:
    'Uma só conta para os jogos da publicadora e o site de pontos. Este serviço de login de desenvolvimento a guarda até ser reiniciado.',
  haveAccount: 'Já tem uma conta?',
  nickname: 'Apelido',
  nicknameHint: 'Aparece no site de pontos. De 1 a 20 caracteres.',
  loginIdHint:
    'De 3 a 32 caracteres: letras minúsculas a–z, números, pontos, hifens e sublinhados.',
  passwordHint: 'Pelo menos 8 caracteres.',
  country: 'País ou região',
  fixFields: 'Alguns dados precisam ser corrigidos. Confira os campos marcados abaixo.',
  nicknameInvalid: 'Digite um apelido de 1 a 20 caracteres.',
  loginIdInvalid:
    'Use de 3 a 32 caracteres: letras minúsculas a–z, números, pontos, hifens e sublinhados.',
  loginIdTaken: 'Este ID de login já está em uso. Escolha outro.',
  passwordTooShort: 'Use pelo menos 8 caracteres.',
  countryInvalid: 'Escolha um país ou região da lista.',

  termsTitle: 'Termos do programa de pontos',
  termsText:
    'Olá, {nickname}. Para juntar e usar pontos, aceite os termos do programa de pontos: os pontos são ganhos nas campanhas, trocados por itens, cupons e participações em sorteios, expiram após um período informado no site e não têm valor em dinheiro.',
  agree: 'Aceito',
  notNow: 'Agora não',

  errorTitle: 'Erro no login',
  errorText: 'Não foi possível continuar o login. Volte ao site de pontos e faça login novamente.',
  errorDetail: 'Detalhes para o suporte: {detail}',
  expiredTitle: 'Login expirado',
  expiredText: 'Esta tentativa de login expirou. Volte ao site de pontos e faça login novamente.',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'Não há nenhuma página neste endereço.',
  failedTitle: 'Algo deu errado',
  failedText: 'Não foi possível concluir sua solicitação. Volte e tente novamente.',

  signingOutTitle: 'Saindo',
  signingOutHeading: 'Saindo da sua conta',
  signingOutText: 'Você está saindo da sua conta da publicadora.',
  signOut: 'Sair',
  signedOutTitle: 'Você saiu',
  signedOutText: 'Você saiu da sua conta da publicadora.',

  linkTitle: 'Vincular o app de um jogo',
  linkHeading: 'Vincule o app de um jogo à sua conta',
  linkIntro:
    'Em um jogo real, você vincula nas configurações do jogo. Aqui, escolha um jogo e confirme com sua conta da publicadora.',
  gameApp: 'App do jogo',
  linkSubmit: 'Vincular este jogo',
  chooseGameApp: 'Escolha um dos apps de jogo da lista.',
  linkDone:
    '{game} agora está vinculado à sua conta. Volte ao site de pontos, saia e faça login novamente para vê-lo.',

  addressTitle: 'Seu endereço de entrega',
  addressIntro:
    'Os prêmios são enviados para este endereço. Confirme a alteração com sua conta da publicadora.',
  familyName: 'Sobrenome',
  givenName: 'Nome',
  postalCode: 'CEP',
  region: 'Estado',
  city: 'Cidade',
  street: 'Endereço',
  building: 'Complemento',
  phone: 'Telefone',
  addressSubmit: 'Salvar meu endereço',
  addressSaved:
    'Seu endereço foi salvo. Volte ao site de pontos, saia e faça login novamente para usá-lo lá.',

  privacyTitle: 'Política de privacidade',
  privacyText:
    'A conta da publicadora guarda seu apelido, país, idioma, dados de contato e os apps de jogo vinculados a ela, e compartilha com o site de pontos apenas o que você autorizou. Este é o serviço de login de desenvolvimento local: nenhum dado sai deste computador.',
  termsPageText:
    'Os pontos são ganhos nas campanhas e trocados por itens do jogo, cupons e participações em sorteios. Eles expiram após o período informado no site de pontos, não podem ser transferidos e não têm valor em dinheiro.',
  gamesStoreTitle: 'Loja de jogos',
  gamesStoreText:
    'A loja de jogos da publicadora para jogadores no Japão com 18 anos ou mais. Esta é a página substituta local: a loja real vende jogos e moedas do jogo para Pitch Legends, Champion Squads e League Club Manager.',
  pointsGuideTitle: 'O que são pontos?',
  pointsGuideText:
    'Junte pontos participando de campanhas e troque-os por itens do jogo, cupons e participações em sorteios. Cada crédito mostra quando seus pontos expiram; os pontos que expiram antes são usados primeiro.',
  shownForAccount: 'Exibido para a conta conectada {account}.',
};

import type { Language } from '@points/contracts';
import {
  alert,
  escapeHtml,
  inputField,
  page,
  stringsOf,
  text,
  type Page,
  type View,
} from './page-frame';
import type { PageStrings } from './strings';

/**
 * Creating a publisher account (OpenID Connect Prompt Create: `prompt=create`, or the sign-in
 * page's "Create an account"): nickname, Login ID, password and country; the language is the
 * page's, which is the site's.
 */

/** Countries and regions an account can be created in: where the site's languages are spoken. */
const COUNTRY_OF_LANGUAGE: Record<Language, string> = {
  ja: 'jp',
  en: 'gb',
  'en-us': 'us',
  fr: 'fr',
  de: 'de',
  it: 'it',
  es: 'es',
  'es-mx': 'mx',
  'pt-pt': 'pt',
  'pt-br': 'br',
  ru: 'ru',
  tr: 'tr',
  ko: 'kr',
  'zh-tw': 'tw',
  'zh-cn': 'cn',
  id: 'id',
  th: 'th',
};
export const REGISTRATION_COUNTRIES: readonly string[] = [
  ...new Set([...Object.values(COUNTRY_OF_LANGUAGE), 'hk', 'my']),
];

const LOGIN_ID = /^[a-z0-9._-]{3,32}$/;
export const PASSWORD_MIN_LENGTH = 8;
const NICKNAME_MAX_LENGTH = 20;

export interface RegistrationForm {
  nickname: string;
  loginId: string;
  password: string;
  country: string;
}

/** The form's field that holds each answer, and what each error says. */
export type RegistrationErrors = Partial<Record<keyof RegistrationForm, keyof PageStrings>>;

export function readRegistration(form: URLSearchParams): RegistrationForm {
  return {
    nickname: (form.get('nickname') ?? '').trim(),
    loginId: (form.get('login') ?? '').trim(),
    password: form.get('password') ?? '',
    country: form.get('country') ?? '',
  };
}

/** What is wrong with the answers, field by field (empty when nothing is). */
export function checkRegistration(
  answers: RegistrationForm,
  isTaken: (loginId: string) => boolean,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const nicknameLength = [...answers.nickname].length;
  if (nicknameLength < 1 || nicknameLength > NICKNAME_MAX_LENGTH) {
    errors.nickname = 'nicknameInvalid';
  }
  if (!LOGIN_ID.test(answers.loginId)) errors.loginId = 'loginIdInvalid';
  else if (isTaken(answers.loginId)) errors.loginId = 'loginIdTaken';
  if ([...answers.password].length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (!REGISTRATION_COUNTRIES.includes(answers.country)) errors.country = 'countryInvalid';
  return errors;
}

/** The countries in the page's language, in its alphabetical order, as select options. */
function countryOptions(language: Language, selected: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region', style: 'short' });
  const collator = new Intl.Collator(language);
  return REGISTRATION_COUNTRIES.map((code) => ({
    code,
    name: names.of(code.toUpperCase()) ?? code,
  }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(
      ({ code, name }) =>
        `<option value="${code}"${code === selected ? ' selected' : ''}>${escapeHtml(name)}</option>`,
    )
    .join('\n    ');
}

export function registrationPage(
  view: View,
  options: { uid: string; answers?: RegistrationForm; errors?: RegistrationErrors },
): Page {
  const t = stringsOf(view);
  const answers = options.answers;
  const errors = options.errors ?? {};
  const failed = Object.keys(errors).length > 0;
  // The first field to correct takes the focus; on a fresh page, the first field.
  const first = (['nickname', 'loginId', 'password', 'country'] as const).find(
    (name) => !failed || errors[name],
  );
  const error = (name: keyof RegistrationForm) => {
    const key = errors[name];
    return key ? t[key] : undefined;
  };
  const country = answers?.country ?? COUNTRY_OF_LANGUAGE[view.language];
  const countryError = error('country');
  return page(
    view,
    t.createAccount,
    `<h1>${text(t.createHeading)}</h1>
<p>${text(t.createIntro)}</p>
${alert('register-error', failed ? t.fixFields : undefined)}
<form method="post" action="/interaction/${escapeHtml(options.uid)}/register" novalidate>
${inputField({
  id: 'register-nickname',
  name: 'nickname',
  label: t.nickname,
  autocomplete: 'nickname',
  required: true,
  autofocus: first === 'nickname',
  value: answers?.nickname,
  hint: t.nicknameHint,
  error: error('nickname'),
  attributes: `maxlength="${NICKNAME_MAX_LENGTH}"`,
})}
${inputField({
  id: 'register-login',
  name: 'login',
  label: t.loginId,
  autocomplete: 'username',
  required: true,
  autofocus: first === 'loginId',
  value: answers?.loginId,
  hint: t.loginIdHint,
  error: error('loginId'),
  attributes: 'maxlength="32" autocapitalize="none" spellcheck="false"',
})}
${inputField({
  id: 'register-password',
  name: 'password',
  type: 'password',
  label: t.password,
  autocomplete: 'new-password',
  required: true,
  autofocus: first === 'password',
  hint: t.passwordHint,
  error: error('password'),
  attributes: `minlength="${PASSWORD_MIN_LENGTH}"`,
})}
  <label for="register-country">${text(t.country)}</label>
  <select id="register-country" name="country" autocomplete="country"${first === 'country' && failed ? ' autofocus' : ''}${countryError ? ' aria-describedby="register-country-error" aria-invalid="true"' : ''}>
    ${countryOptions(view.language, country)}
  </select>
  ${countryError ? `<p id="register-country-error" class="error field-error">${text(countryError)}</p>` : ''}
  <div class="actions"><button type="submit">${text(t.createAccount)}</button></div>
</form>
<p class="switch">${text(t.haveAccount)} <a href="/interaction/${escapeHtml(options.uid)}/login">${text(t.signIn)}</a></p>`,
  );
}

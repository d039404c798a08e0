/** Plain, accessible HTML pages of the dev sign-in provider, in the site's language. */
import {
  alert,
  credentialFields,
  escapeHtml,
  inputField,
  markup,
  page,
  stringsOf,
  text,
  type Page,
  type View,
} from './page-frame';
import type { PageStrings } from './strings';

export type { Page, View } from './page-frame';

export function loginPage(
  view: View,
  options: { uid: string; loginId?: string; error?: boolean; demoLoginIds: readonly string[] },
): Page {
  const t = stringsOf(view);
  const formError = options.error ? 'login-error' : undefined;
  const code = (value: string) => `<code>${escapeHtml(value)}</code>`;
  // A Login ID the site hinted at is filled in: the password is what is left to type.
  const passwordFirst = Boolean(options.loginId) && !options.error;
  return page(
    view,
    t.signIn,
    `<h1>${text(t.signInHeading)}</h1>
${alert('login-error', options.error ? t.wrongCredentials : undefined)}
<form method="post" action="/interaction/${escapeHtml(options.uid)}/login" novalidate>
${inputField({ id: 'login-id', name: 'login', label: t.loginId, autocomplete: 'username', required: true, autofocus: !passwordFirst, value: options.loginId, formError })}
${inputField({ id: 'password', name: 'password', type: 'password', label: t.password, autocomplete: 'current-password', required: true, autofocus: passwordFirst, formError })}
  <div class="actions"><button type="submit">${text(t.signIn)}</button></div>
</form>
<p class="switch">${text(t.newHere)} <a href="/interaction/${escapeHtml(options.uid)}/register">${text(t.createAccount)}</a></p>
<p class="hint">${markup(t.demoAccounts, {
      accounts: options.demoLoginIds.map(code).join(', '),
      password: code('demo'),
    })}</p>`,
  );
}

export function consentPage(view: View, options: { uid: string; nickname: string }): Page {
  const t = stringsOf(view);
  return page(
    view,
    t.termsTitle,
    `<h1>${text(t.termsTitle)}</h1>
<p>${text(t.termsText, { nickname: options.nickname })}</p>
<form method="post" action="/interaction/${escapeHtml(options.uid)}/confirm">
  <div class="actions">
    <button type="submit" name="decision" value="agree">${text(t.agree)}</button>
    <button type="submit" name="decision" value="decline" class="secondary">${text(t.notNow)}</button>
  </div>
</form>`,
  );
}

const ERRORS = {
  signIn: ['errorTitle', 'errorText'],
  expired: ['expiredTitle', 'expiredText'],
  notFound: ['notFoundTitle', 'notFoundText'],
  failed: ['failedTitle', 'failedText'],
} as const satisfies Record<string, readonly [keyof PageStrings, keyof PageStrings]>;

/** An error page: what went wrong and what to do, and the protocol's own words for support. */
export function errorPage(view: View, kind: keyof typeof ERRORS, detail?: string): Page {
  const t = stringsOf(view);
  const [title, message] = ERRORS[kind];
  const support = detail ? `<p class="hint">${text(t.errorDetail, { detail })}</p>` : '';
  return page(view, t[title], `<h1>${text(t[title])}</h1><p>${text(t[message])}</p>${support}`);
}

const INFO_PAGES = {
  privacy: ['privacyTitle', 'privacyText'],
  terms: ['termsTitle', 'termsPageText'],
  'games-store': ['gamesStoreTitle', 'gamesStoreText'],
  'points-guide': ['pointsGuideTitle', 'pointsGuideText'],
} as const satisfies Record<string, readonly [keyof PageStrings, keyof PageStrings]>;

/** The provider's own information pages the points site links to (a stand-in's short texts). */
export function infoPage(
  view: View,
  options: { kind: keyof typeof INFO_PAGES; loginHint?: string | undefined },
): Page {
  const t = stringsOf(view);
  const [title, body] = INFO_PAGES[options.kind];
  const who = options.loginHint
    ? `<p class="hint">${markup(t.shownForAccount, { account: `<code>${escapeHtml(options.loginHint)}</code>` })}</p>`
    : '';
  return page(view, t[title], `<h1>${text(t[title])}</h1><p>${text(t[body])}</p>${who}`);
}

/**
 * The provider's sign-out, reached from the points site's "Log out": `form` is oidc-provider's
 * form (with its CSRF token); the page submits it at once with "sign out", and shows the button
 * for a browser without JavaScript.
 */
export function logoutPage(view: View, options: { form: string }): Page {
  const t = stringsOf(view);
  return page(
    view,
    t.signingOutTitle,
    `<h1>${text(t.signingOutHeading)}</h1>
<p>${text(t.signingOutText)}</p>
${options.form}
<div class="actions"><button type="submit" form="op.logoutForm" name="logout" value="yes" id="sign-out">${text(t.signOut)}</button></div>
<script nonce="${view.nonce}">document.getElementById('sign-out').click();</script>`,
  );
}

/** After a sign-out that names no page of the site to return to. */
export function signedOutPage(view: View): Page {
  const t = stringsOf(view);
  return page(
    view,
    t.signedOutTitle,
    `<h1>${text(t.signedOutTitle)}</h1><p>${text(t.signedOutText)}</p>`,
  );
}

/** A game app the dev provider can link: its content id and platform, and how it is shown. */
export interface LinkableApp {
  value: string;
  label: string;
}

/**
 * Linking a game app to a demo account, for real: the account's claims change, so the next
 * sign-in at the points site brings the new link (docs/features/campaigns.md).
 */
export function linkGamePage(
  view: View,
  options: {
    action: string;
    apps: readonly LinkableApp[];
    loginId?: string;
    error?: 'credentials' | 'app';
    linked?: string;
  },
): Page {
  const t = stringsOf(view);
  const error =
    options.error === 'credentials'
      ? t.wrongCredentials
      : options.error === 'app'
        ? t.chooseGameApp
        : undefined;
  const appError =
    options.error === 'app' ? ' aria-describedby="link-error" aria-invalid="true"' : '';
  const done = options.linked
    ? `<p class="done" role="status">${text(t.linkDone, { game: options.linked })}</p>`
    : '';
  return page(
    view,
    t.linkTitle,
    `<h1>${text(t.linkHeading)}</h1>
<p>${text(t.linkIntro)}</p>
${alert('link-error', error)}${done}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${credentialFields(view, { prefix: 'link', loginId: options.loginId, formError: options.error === 'credentials' ? 'link-error' : undefined })}
  <label for="link-app">${text(t.gameApp)}</label>
  <select id="link-app" name="app"${appError}>
    ${options.apps.map((app) => `<option value="${escapeHtml(app.value)}">${escapeHtml(app.label)}</option>`).join('\n    ')}
  </select>
  <div class="actions"><button type="submit">${text(t.linkSubmit)}</button></div>
</form>`,
  );
}

/** The address fields of the publisher profile, in the order the form asks for them. */
export const ADDRESS_FIELDS = [
  ['family_name', 'familyName', 'family-name'],
  ['given_name', 'givenName', 'given-name'],
  ['postal_code', 'postalCode', 'postal-code'],
  ['region', 'region', 'address-level1'],
  ['city', 'city', 'address-level2'],
  ['street', 'street', 'address-line1'],
  ['building', 'building', 'address-line2'],
] as const satisfies readonly (readonly [string, keyof PageStrings, string])[];

/**
 * Correcting the shipping address and phone of a demo account, for real: the account's claims
 * change, so the next sign-in at the points site brings them (docs/features/lotteries.md).
 */
export function addressPage(
  view: View,
  options: {
    action: string;
    loginId?: string;
    values?: Record<string, string>;
    error?: boolean;
    saved?: boolean;
  },
): Page {
  const t = stringsOf(view);
  const done = options.saved ? `<p class="done" role="status">${text(t.addressSaved)}</p>` : '';
  const fields = [...ADDRESS_FIELDS, ['phone_number', 'phone', 'tel'] as const]
    .map(([name, label, autocomplete]) =>
      inputField({
        id: `address-${name}`,
        name,
        label: t[label],
        autocomplete,
        value: options.values?.[name],
      }),
    )
    .join('\n');
  return page(
    view,
    t.addressTitle,
    `<h1>${text(t.addressTitle)}</h1>
<p>${text(t.addressIntro)}</p>
${alert('address-error', options.error ? t.wrongCredentials : undefined)}${done}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${credentialFields(view, { prefix: 'address', loginId: options.loginId, formError: options.error ? 'address-error' : undefined })}
${fields}
  <div class="actions"><button type="submit">${text(t.addressSubmit)}</button></div>
</form>`,
  );
}

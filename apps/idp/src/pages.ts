/** Plain, accessible HTML pages of the dev sign-in provider (English only: it is a stand-in). */

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #eef2f7; color: #14213d; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff;
         border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input, select { width: 100%; box-sizing: border-box; font-size: 1rem; padding: 0.6rem;
          border: 1px solid #6b7280; border-radius: 6px; }
  .done { color: #0b6b3a; font-weight: 600; }
  button { margin-top: 1.25rem; font-size: 1rem; padding: 0.7rem 1.2rem; border-radius: 6px;
           border: 2px solid #0b3d91; background: #0b3d91; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b3d91; margin-left: 0.5rem; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b00020; font-weight: 600; }
  .hint { font-size: 0.9rem; color: #374151; }
  code { background: #f3f4f6; padding: 0 0.2rem; }
`;

export interface Page {
  html: string;
  nonce: string;
}

function page(title: string, body: string, nonce: string): Page {
  return {
    nonce,
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Publisher account (dev)</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`,
  };
}

export function loginPage(options: {
  uid: string;
  nonce: string;
  loginId?: string;
  error?: string;
  demoLoginIds: readonly string[];
}): Page {
  const error = options.error
    ? `<p id="login-error" class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  const described = options.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    `<h1>Sign in to your publisher account</h1>
${error}
<form method="post" action="/interaction/${escapeHtml(options.uid)}/login" novalidate>
  <label for="login-id">Login ID</label>
  <input id="login-id" name="login" autocomplete="username" required autofocus
         value="${escapeHtml(options.loginId ?? '')}"${described}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}>
  <button type="submit">Sign in</button>
</form>
<p class="hint">Development provider. Demo accounts: ${options.demoLoginIds
      .map((id) => `<code>${escapeHtml(id)}</code>`)
      .join(', ')}; password <code>demo</code>.</p>`,
    options.nonce,
  );
}

export function consentPage(options: { uid: string; nonce: string; nickname: string }): Page {
  return page(
    'Programme terms',
    `<h1>Points programme terms</h1>
<p>Hello ${escapeHtml(options.nickname)}. To collect and spend points, please agree to the points
programme terms: points are earned through campaigns, spent on items, coupons and lottery entries,
expire after a period stated on the site, and have no cash value.</p>
<form method="post" action="/interaction/${escapeHtml(options.uid)}/confirm">
  <button type="submit" name="decision" value="agree">Agree</button>
  <button type="submit" name="decision" value="decline" class="secondary">Not now</button>
</form>`,
    options.nonce,
  );
}

export function errorPage(options: { nonce: string; title: string; message: string }): Page {
  return page(
    options.title,
    `<h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.message)}</p>`,
    options.nonce,
  );
}

/** The provider's own information pages the points site links to (English; a stand-in). */
export function infoPage(options: {
  nonce: string;
  kind: 'privacy' | 'terms' | 'points-guide' | 'games-store';
  loginHint?: string | undefined;
}): Page {
  const who = options.loginHint
    ? `<p class="hint">Shown for the signed-in account <code>${escapeHtml(options.loginHint)}</code>.</p>`
    : '';
  const bodies = {
    privacy: [
      'Privacy policy',
      'The publisher account keeps your nickname, country, language, contact details and the game apps linked to it, and shares with the points site only what you agreed to. This is the local development provider: no data leaves this machine.',
    ],
    terms: [
      'Points programme terms',
      'Points are earned through campaigns and spent on in-game items, coupons and lottery entries. Points expire after the period stated on the points site, cannot be transferred and have no cash value.',
    ],
    'games-store': [
      'Games store',
      'The publisher’s games store for players in Japan aged 18 and over. This is the local stand-in: the real store sells games and in-game currency for the football game, Champion Squads and League Club Manager.',
    ],
    'points-guide': [
      'What are points?',
      'Collect points by taking part in campaigns, then exchange them for in-game items, coupons and lottery entries. Each credit shows when its points expire; the points that expire soonest are spent first.',
    ],
  } as const;
  const [title, text] = bodies[options.kind];
  return page(title, `<h1>${title}</h1><p>${text}</p>${who}`, options.nonce);
}

/**
 * The provider's sign-out, reached from the points site's "Log out": `form` is oidc-provider's
 * form (with its CSRF token); the page submits it at once with "sign out", and shows the button
 * for a browser without JavaScript.
 */
export function logoutPage(options: { nonce: string; form: string }): Page {
  return page(
    'Signing out',
    `<h1>Signing you out</h1>
<p>You are being signed out of your publisher account.</p>
${options.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="sign-out">Sign out</button>
<script nonce="${options.nonce}">document.getElementById('sign-out').click();</script>`,
    options.nonce,
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
export function linkGamePage(options: {
  nonce: string;
  action: string;
  apps: readonly LinkableApp[];
  loginId?: string;
  error?: string;
  linked?: string;
}): Page {
  const error = options.error
    ? `<p id="link-error" class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  const done = options.linked
    ? `<p class="done" role="status">${escapeHtml(options.linked)} is now linked to your account. Go back to the points site, log out and log in again to see it.</p>`
    : '';
  const described = options.error ? ' aria-describedby="link-error" aria-invalid="true"' : '';
  return page(
    'Link a game app',
    `<h1>Link a game app to your account</h1>
<p>In a real game you link it from the game's settings. Here, choose a game and confirm with your
publisher account.</p>
${error}${done}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  <label for="link-login">Login ID</label>
  <input id="link-login" name="login" autocomplete="username" required
         value="${escapeHtml(options.loginId ?? '')}"${described}>
  <label for="link-password">Password</label>
  <input id="link-password" name="password" type="password" autocomplete="current-password" required${described}>
  <label for="link-app">Game app</label>
  <select id="link-app" name="app">
    ${options.apps.map((app) => `<option value="${escapeHtml(app.value)}">${escapeHtml(app.label)}</option>`).join('\n    ')}
  </select>
  <button type="submit">Link this game</button>
</form>`,
    options.nonce,
  );
}

/** The address fields of the publisher profile, in the order the form asks for them. */
export const ADDRESS_FIELDS = [
  ['family_name', 'Family name', 'family-name'],
  ['given_name', 'Given name', 'given-name'],
  ['postal_code', 'Postal code', 'postal-code'],
  ['region', 'State or region', 'address-level1'],
  ['city', 'City', 'address-level2'],
  ['street', 'Street', 'address-line1'],
  ['building', 'Building and room', 'address-line2'],
] as const;

/**
 * Correcting the shipping address and phone of a demo account, for real: the account's claims
 * change, so the next sign-in at the points site brings them (docs/features/lotteries.md).
 */
export function addressPage(options: {
  nonce: string;
  action: string;
  loginId?: string;
  values?: Record<string, string>;
  error?: string;
  saved?: boolean;
}): Page {
  const error = options.error
    ? `<p id="address-error" class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  const done = options.saved
    ? `<p class="done" role="status">Your address is saved. Go back to the points site, log out and log in again to use it there.</p>`
    : '';
  const described = options.error ? ' aria-describedby="address-error" aria-invalid="true"' : '';
  const value = (name: string) => escapeHtml(options.values?.[name] ?? '');
  const fields = [...ADDRESS_FIELDS, ['phone_number', 'Phone', 'tel'] as const]
    .map(
      ([name, label, autocomplete]) => `  <label for="address-${name}">${label}</label>
  <input id="address-${name}" name="${name}" autocomplete="${autocomplete}" value="${value(name)}">`,
    )
    .join('\n');
  return page(
    'Your shipping address',
    `<h1>Your shipping address</h1>
<p>Prizes are shipped to this address. Confirm the change with your publisher account.</p>
${error}${done}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  <label for="address-login">Login ID</label>
  <input id="address-login" name="login" autocomplete="username" required
         value="${escapeHtml(options.loginId ?? '')}"${described}>
  <label for="address-password">Password</label>
  <input id="address-password" name="password" type="password" autocomplete="current-password" required${described}>
${fields}
  <button type="submit">Save my address</button>
</form>`,
    options.nonce,
  );
}

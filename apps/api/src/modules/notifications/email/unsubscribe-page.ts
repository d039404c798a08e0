import type { Language } from '@points/contracts';
import { escapeHtml as e, fill, htmlLang } from './email-message';
import { EMAIL_STRINGS } from './email-strings';

/**
 * The small page an e-mail's unsubscribe link opens (no sign-in, no script, no style of its own):
 * `ask` asks with a button that POSTs the one-click form (RFC 8058's body), `done` confirms,
 * `invalid` says the link is not valid. A plain form, so it works with a keyboard, a screen
 * reader and without JavaScript.
 */
export function unsubscribePage(
  view: 'ask' | 'done' | 'invalid',
  request: { language: Language; action?: string },
): string {
  const strings = EMAIL_STRINGS[request.language];
  const { page } = strings;
  const site = fill(page.toSite, { site: strings.site });
  const body =
    view === 'ask'
      ? `<p>${e(page.ask)}</p>
<form method="post" action="${e(request.action ?? '')}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${e(page.button)}</button>
</form>`
      : `<p role="status">${e(view === 'done' ? page.done : page.invalid)}</p>`;
  return `<!doctype html>
<html lang="${e(htmlLang(request.language))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(page.title)} – ${e(strings.site)}</title>
</head>
<body>
<main>
<h1>${e(page.title)}</h1>
${body}
<p><a href="/">${e(site)}</a></p>
</main>
</body>
</html>
`;
}

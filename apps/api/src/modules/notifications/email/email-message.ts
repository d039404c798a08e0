import type { Language } from '@points/contracts';
import { EMAIL_STRINGS } from './email-strings';

/** One notification as the e-mail tells it: its texts in the player's language and its page. */
export interface EmailItem {
  title: string;
  body: string;
  /** The site's path (`/point-history`). */
  link: string;
}

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Fills `{name}` placeholders; one without a value is left as it is. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `en-us` → `en-US`, as the `lang` attribute writes it. */
export const htmlLang = (language: Language) =>
  language.replace(/-([a-z]+)$/, (_whole, region: string) => `-${region.toUpperCase()}`);

/** The one-click unsubscribe address of a player's token (RFC 8058). */
export const unsubscribeUrl = (publicUrl: string, token: string, language: Language) =>
  `${publicUrl}/api/v1/notification-settings/unsubscribe?token=${token}&lang=${language}`;

/**
 * The daily e-mail: a greeting by nickname (the only personal fact it carries), each
 * notification's title, body and link to its page on the site, the link to all notifications, and
 * the footer with the unsubscribe link; as plain text and as HTML (every value escaped), with the
 * RFC 2369 / RFC 8058 headers that let a mail client unsubscribe in one click without signing in.
 */
export function composeEmail(request: {
  language: Language;
  nickname: string;
  items: readonly EmailItem[];
  publicUrl: string;
  unsubscribeToken: string;
  /** A mailbox operators read unsubscribe requests from, for clients that only mail. */
  unsubscribeMailto?: string | undefined;
}): EmailMessage {
  const { language, nickname, items, publicUrl } = request;
  const strings = EMAIL_STRINGS[language];
  const values = { site: strings.site, nickname };
  const unsubscribe = unsubscribeUrl(publicUrl, request.unsubscribeToken, language);
  const all = `${publicUrl}/notifications`;
  const subject = fill(strings.subject, values);
  const greeting = fill(strings.greeting, values);
  const intro = fill(strings.intro, values);
  const why = fill(strings.why, values);

  const text = [
    greeting,
    '',
    intro,
    '',
    ...items.flatMap((item) => [
      `* ${item.title}`,
      `  ${item.body}`,
      `  ${strings.open}: ${publicUrl}${item.link}`,
      '',
    ]),
    `${strings.all}: ${all}`,
    '',
    '-- ',
    why,
    `${strings.unsubscribe}: ${unsubscribe}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${e(htmlLang(language))}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:sans-serif;color:#1a1a1a;background:#ffffff;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<ul style="padding-left:20px">
${items
  .map(
    (item) =>
      `<li style="margin-bottom:16px"><strong>${e(item.title)}</strong><br>${e(item.body)}<br>` +
      `<a href="${e(publicUrl + item.link)}" style="color:#0b5cad">${e(strings.open)}</a></li>`,
  )
  .join('\n')}
</ul>
<p><a href="${e(all)}" style="color:#0b5cad">${e(strings.all)}</a></p>
<hr style="border:none;border-top:1px solid #cccccc">
<p style="font-size:13px;color:#555555">${e(why)}<br><a href="${e(unsubscribe)}" style="color:#0b5cad">${e(strings.unsubscribe)}</a></p>
</body>
</html>
`;

  const listUnsubscribe = [`<${unsubscribe}>`];
  if (request.unsubscribeMailto) {
    listUnsubscribe.push(
      `<mailto:${request.unsubscribeMailto}?subject=unsubscribe%20${request.unsubscribeToken}>`,
    );
  }
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': listUnsubscribe.join(', '),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // A batch of notifications, not a reply to anything: no auto-replies back (RFC 3834).
      'Auto-Submitted': 'auto-generated',
    },
  };
}

// The local SMTP catcher `npm start` runs (issue 31): an SMTP server on 127.0.0.1:1025 that keeps
// every message it is sent (in memory, the newest 200) and a page on http://localhost:8025 to read
// them, newest first: subject, recipient, date, the List-Unsubscribe headers (their links open
// the site's unsubscribe page) and the body, the HTML one in a sandboxed frame (no script, no
// request). `GET /messages.json` answers the same for tests. For local use only: it is no part of
// the server's bundle, and `npm start` loads it only when SMTP_URL is not set. mailparser is
// loaded at the first look, not at the start.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const KEEP = 200;

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * Starts the catcher; answers its SMTP URL, its page's URL and `close()`. A port already taken
 * fails the start (the caller goes on without e-mail).
 */
export async function startMailCatcher({
  host = '127.0.0.1',
  smtpPort = 1025,
  httpPort = 8025,
} = {}) {
  /** @type {Array<{ id: number, raw: Buffer, receivedAt: Date, parsed?: Promise<object> }>} */
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 2 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('message too large'), { responseCode: 552 }));
          return;
        }
        messages.push({ id: nextId++, raw: Buffer.concat(chunks), receivedAt: new Date() });
        if (messages.length > KEEP) messages.shift();
        callback();
      });
    },
  });

  let parser;
  const parse = (message) => {
    message.parsed ??= (async () => {
      parser ??= import('mailparser');
      const { simpleParser } = await parser;
      const mail = await simpleParser(message.raw);
      const header = (key) =>
        mail.headerLines
          .find((line) => line.key === key)
          ?.line.slice(key.length + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim() ?? null;
      return {
        id: message.id,
        received_at: message.receivedAt.toISOString(),
        date: mail.date?.toISOString() ?? null,
        from: mail.from?.text ?? '',
        to: mail.to
          ? [mail.to]
              .flat()
              .map((to) => to.text)
              .join(', ')
          : '',
        subject: mail.subject ?? '',
        message_id: mail.messageId ?? null,
        list_unsubscribe: header('list-unsubscribe'),
        list_unsubscribe_post: header('list-unsubscribe-post'),
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : null,
      };
    })();
    return message.parsed;
  };
  const newestFirst = () => Promise.all([...messages].reverse().map(parse));

  const links = (header) =>
    [...(header ?? '').matchAll(/<(https?:[^>]+)>/g)].map(
      ([, url]) => `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`,
    );

  const page = (list) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail catcher (${list.length})</title>
<style>
body { font-family: sans-serif; margin: 0 auto; max-width: 960px; padding: 16px; color: #1a1a1a; }
article { border: 1px solid #999; border-radius: 6px; margin: 16px 0; padding: 12px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 8px; }
dt { font-weight: bold; } dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: 8px; }
iframe { width: 100%; height: 420px; border: 1px solid #999; background: #fff; }
</style>
</head>
<body>
<main>
<h1>Mail catcher</h1>
<p>What the site sent over SMTP (${escapeHtml(`smtp://${host}:${smtpPort}`)}), newest first; kept in memory until the server stops. <a href="/">Reload</a></p>
${list.length === 0 ? '<p>No e-mail yet.</p>' : ''}
${list
  .map(
    (mail) => `<article aria-labelledby="m${mail.id}">
<h2 id="m${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Date</dt><dd>${escapeHtml(mail.date ?? mail.received_at)}</dd>
<dt>List-Unsubscribe</dt><dd>${links(mail.list_unsubscribe).join('<br>') || escapeHtml(mail.list_unsubscribe ?? '—')}</dd>
<dt>List-Unsubscribe-Post</dt><dd>${escapeHtml(mail.list_unsubscribe_post ?? '—')}</dd>
</dl>
<details open><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
${
  mail.html === null
    ? ''
    : `<details><summary>HTML</summary><iframe sandbox title="${escapeHtml(`HTML of ${mail.subject}`)}" srcdoc="${escapeHtml(mail.html)}"></iframe></details>`
}
</article>`,
  )
  .join('\n')}
</main>
</body>
</html>
`;

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status, type, body) => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        // The HTML of an e-mail is shown in a sandboxed frame: nothing in it runs or loads.
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      response.end(body);
    };
    if (request.method !== 'GET') return send(405, 'text/plain', 'GET only');
    newestFirst()
      .then((list) => {
        if (url.pathname === '/messages.json') {
          send(200, 'application/json', JSON.stringify({ messages: list }));
        } else if (url.pathname === '/') {
          send(200, 'text/html; charset=utf-8', page(list));
        } else {
          send(404, 'text/plain', 'not found');
        }
      })
      .catch((error) => send(500, 'text/plain', String(error?.message ?? error)));
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });
  const smtpBound = await listen(smtp.server, smtpPort).catch((error) => {
    throw new Error(`mail catcher: SMTP port ${smtpPort}: ${error.message}`);
  });
  const httpBound = await listen(http, httpPort).catch((error) => {
    smtp.close();
    throw new Error(`mail catcher: page port ${httpPort}: ${error.message}`);
  });
  return {
    smtpUrl: `smtp://${host}:${smtpBound}`,
    pageUrl: `http://localhost:${httpBound}`,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => http.close(resolve)),
      ]).then(() => undefined),
  };
}

// `npm start`: builds whatever is not built yet, then runs the API (which serves the SPA) and,
// unless OIDC_ISSUER points at a real provider, the dev sign-in provider, in this one process.
// The builds come first, one at a time, so that their memory and the server's never add up; the
// Brotli and gzip copies of the SPA's files are made once the server listens, at the lowest CPU
// priority (until they are, the files go out uncompressed).
// Without SMTP_URL (and outside production) it also runs the local mail catcher
// (scripts/mail-catcher.mjs): the site's e-mails go to it over SMTP and are read on its page.
import { ensureBuilt, targets } from './build.mjs';

const { compress } = await ensureBuilt({ compressLater: true });
// Loaded beside the server's start (its SMTP address is known before the server reads it).
const catcher = startCatcher();
// Answers once the server listens.
await import(new URL(`file://${targets.server.output}`).href);
const caught = await catcher;
if (caught) console.log(`mail catcher: e-mails the site sends are shown on ${caught.pageUrl}`);
compress({ background: true }).catch((error) =>
  console.error(`precompression failed: ${error.message}`),
);

/**
 * The mail catcher, when nothing else receives the site's e-mail: SMTP on
 * MAIL_CATCHER_SMTP_PORT (1025), its page on MAIL_CATCHER_HTTP_PORT (8025). The day's e-mails are
 * made every minute here (EMAIL_BATCH_INTERVAL_SECONDS), so the flow is seen without waiting an
 * hour. A port already taken is warned of: the e-mails then wait in the outbox, retried.
 */
function startCatcher() {
  const env = process.env;
  if (env.SMTP_URL || env.NODE_ENV === 'production' || env.MAIL_CATCHER === 'false') {
    return Promise.resolve(null);
  }
  const smtpPort = Number(env.MAIL_CATCHER_SMTP_PORT ?? 1025);
  const httpPort = Number(env.MAIL_CATCHER_HTTP_PORT ?? 8025);
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  env.EMAIL_BATCH_INTERVAL_SECONDS ??= '60';
  return import('./mail-catcher.mjs')
    .then(({ startMailCatcher }) => startMailCatcher({ smtpPort, httpPort }))
    .catch((error) => {
      console.warn(`${error.message}: the site's e-mails wait in the outbox (or set SMTP_URL)`);
      return null;
    });
}

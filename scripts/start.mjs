// `npm start`: builds whatever is not built yet, then runs the API (which serves the SPA) and,
// unless OIDC_ISSUER points at a real provider, the dev sign-in provider, in this one process.
// The SPA builds while the server opens its database (a first start creates it: the two take
// about as long, on different cores); the server listens once the SPA it serves is built.
import { ensureBuilt, targets } from './build.mjs';

await ensureBuilt({ only: ['server'] });
// The operator console (apps/console) builds after the site, still before the server listens.
const siteBuilt = ensureBuilt({ only: ['web', 'console'] });
// Keeps a failed build from being an unhandled rejection before the server awaits it.
siteBuilt.catch(() => {});
globalThis.pointsSiteBuilt = siteBuilt;
await import(new URL(`file://${targets.server.output}`).href);

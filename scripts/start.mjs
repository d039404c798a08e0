// `npm start`: builds whatever is not built yet, then runs the API (which serves the SPA) and,
// unless OIDC_ISSUER points at a real provider, the dev sign-in provider, in this one process.
import { ensureBuilt, targets } from './build.mjs';

await ensureBuilt();
await import(new URL(`file://${targets.server.output}`).href);

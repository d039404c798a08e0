// `npm start`: builds whatever is not built yet, then runs the API (which serves the SPA) and,
// unless OIDC_ISSUER points at a real provider, the dev sign-in provider, in this one process.
// The builds come first, one at a time, so that their memory and the server's never add up; the
// Brotli and gzip copies of the SPA's files are made beside the starting server (until they are,
// the files go out uncompressed).
import { ensureBuilt, targets } from './build.mjs';

const { compressed } = await ensureBuilt({ compressLater: true });
compressed.catch((error) => console.error(`precompression failed: ${error.message}`));
await import(new URL(`file://${targets.server.output}`).href);

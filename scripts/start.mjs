// `npm start`: builds whatever is not built yet, then runs the API (which serves the SPA) and,
// unless OIDC_ISSUER points at a real provider, the dev sign-in provider, in this one process.
// The builds come first, one at a time, so that their memory and the server's never add up; the
// Brotli and gzip copies of the SPA's files are made once the server listens, at the lowest CPU
// priority (until they are, the files go out uncompressed).
import { ensureBuilt, targets } from './build.mjs';

const { compress } = await ensureBuilt({ compressLater: true });
// Answers once the server listens.
await import(new URL(`file://${targets.server.output}`).href);
compress({ background: true }).catch((error) =>
  console.error(`precompression failed: ${error.message}`),
);

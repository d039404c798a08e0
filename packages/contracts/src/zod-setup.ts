import { z } from 'zod';

// In the browser, zod must not try `new Function` to speed parsing up: the site's Content
// Security Policy forbids eval, and the attempt is reported as a violation. The API keeps it.
if ('document' in globalThis) z.config({ jitless: true });

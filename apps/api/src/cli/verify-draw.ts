import { readFile } from 'node:fs/promises';
import { verifyDrawProof } from '../modules/draws/verify-draw';

/**
 * `npm run verify-draw -- <file or URL>`: checks a lottery's published draw from its proof
 * (`GET /api/v1/campaign-lottery-item/{id}/proof`, saved or fetched), with no database access.
 * Exits 0 when every check holds, 1 when one fails, 2 when the proof cannot be read.
 */
async function main(source: string | undefined): Promise<number> {
  if (!source) {
    console.error('usage: npm run verify-draw -- <proof file or URL>');
    return 2;
  }
  let text: string;
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(source);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } else {
      text = await readFile(source, 'utf8');
    }
  } catch (error) {
    console.error(`cannot read ${source}: ${(error as Error).message}`);
    return 2;
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    console.error(`${source} is not JSON`);
    return 2;
  }
  const checks = verifyDrawProof(document);
  for (const check of checks) {
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  }
  const ok = checks.every((check) => check.ok);
  console.log(ok ? 'The draw is verified.' : 'The draw does NOT match its proof.');
  return ok ? 0 : 1;
}

main(process.argv[2]).then((code) => process.exit(code));

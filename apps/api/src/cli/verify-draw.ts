import { parseVerifyArgs, VERIFY_USAGE, verifyProofSource } from '../modules/draws/verify-source';

/**
 * `npm run verify-draw -- <file or URL> [--subject lottery:<id>] [--commitment <hex>]`: checks a
 * lottery's or the festival's published draw from its proof (`GET
 * /api/v1/campaign-lottery-item/{id}/proof` or `/api/v1/campaign-festival/{id}/proof`, saved or
 * fetched), with no database access. Exits 0 when every check holds, 1 when one fails, 2 when the
 * proof cannot be read.
 */
async function main(argv: string[]): Promise<number> {
  const request = parseVerifyArgs(argv);
  if (!request) {
    console.error(VERIFY_USAGE);
    return 2;
  }
  const { code, lines } = await verifyProofSource(request);
  for (const line of lines) (code === 2 ? console.error : console.log)(line);
  return code;
}

main(process.argv.slice(2)).then((code) => process.exit(code));

import { readFile } from 'node:fs/promises';
import { commitmentText, DrawProof } from '@points/contracts';
import { verifyDrawProof, type ProofExpectation } from './verify-draw';

/** What `npm run verify-draw` was asked: a proof file or URL, and what the player knows. */
export interface VerifyRequest extends ProofExpectation {
  source: string;
}

export const VERIFY_USAGE =
  'usage: npm run verify-draw -- <proof file or URL> [--subject lottery:<id>] [--commitment <hex>]';

/** The request from the command line, or null when it cannot be understood. */
export function parseVerifyArgs(argv: readonly string[]): VerifyRequest | null {
  const request: Partial<VerifyRequest> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--subject' || arg === '--commitment') {
      const value = argv[++i];
      if (!value) return null;
      request[arg === '--subject' ? 'subject' : 'commitment'] = value;
    } else if (arg.startsWith('--') || request.source) {
      return null;
    } else {
      request.source = arg;
    }
  }
  return request.source ? (request as VerifyRequest) : null;
}

/** The subject a proof URL names: `lottery:<id>` or `festival:<id>`, else none. */
export function subjectOfProofUrl(url: string): string | undefined {
  const path = new URL(url).pathname;
  const lottery = /\/campaign-lottery-item\/([a-z0-9-]+)\/proof$/.exec(path);
  if (lottery) return `lottery:${lottery[1]}`;
  const festival = /\/campaign-festival\/([a-z0-9-]+)\/proof$/.exec(path);
  return festival ? `festival:${festival[1]}` : undefined;
}

/**
 * Checks a proof from a saved file or a URL, as strictly either way: every check of
 * `verifyDrawProof`, plus the subject the URL names (or `--subject` gives) and the commitment the
 * player saw (`--commitment`). Answers the lines to print and the exit code: 0 when every check
 * holds, 1 when one fails, 2 when the proof cannot be read.
 */
export async function verifyProofSource(
  request: VerifyRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<{ code: 0 | 1 | 2; lines: string[] }> {
  const isUrl = /^https?:\/\//.test(request.source);
  let text: string;
  try {
    if (isUrl) {
      const response = await fetchImpl(request.source);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } else {
      text = await readFile(request.source, 'utf8');
    }
  } catch (error) {
    return { code: 2, lines: [`cannot read ${request.source}: ${(error as Error).message}`] };
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { code: 2, lines: [`${request.source} is not JSON`] };
  }
  const fromUrl = isUrl ? subjectOfProofUrl(request.source) : undefined;
  if (fromUrl && request.subject && fromUrl !== request.subject) {
    return { code: 2, lines: [`the URL names ${fromUrl}, --subject says ${request.subject}`] };
  }
  const checks = verifyDrawProof(document, {
    subject: request.subject ?? fromUrl,
    commitment: request.commitment,
  });
  const lines = checks.map(
    (check) => `${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`,
  );
  const ok = checks.every((check) => check.ok);
  const proof = DrawProof.safeParse(
    typeof document === 'object' && document !== null && 'data' in document
      ? document.data
      : document,
  );
  if (proof.success) {
    lines.push(`The commitment is SHA-256 of: ${commitmentText(proof.data)}`);
    if (!request.commitment) {
      lines.push(
        `Compare ${proof.data.commitment} with the commitment the ${proof.data.subject.split(':')[0]}'s page showed before entries opened (or pass it with --commitment).`,
      );
    }
  }
  lines.push(ok ? 'The draw is verified.' : 'The draw does NOT match its proof.');
  return { code: ok ? 0 : 1, lines };
}

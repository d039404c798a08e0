import { vi } from 'vitest';

/** An answer of the fake API: the envelope, with its HTTP status (200 unless given). */
export type Answer = { status?: number; body: unknown };
type Handler = (url: URL, init: RequestInit) => Answer;

/**
 * Stubs `fetch` with one handler per "METHOD /path" (under /api/v1); the calls are recorded.
 * An unknown call fails the test loudly with a 500.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    });
    const handler = handlers[`${method} ${url.pathname.replace('/api/v1', '')}`];
    const answer = handler ? handler(url, init) : { status: 500, body: { status_code: 500 } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Answer => ({
  body: { status_code: 200, data, ...extra },
});

export const refusal = (code: number, reason?: string): Answer => ({
  status: code === 402 ? 402 : 409,
  body: reason ? { status_code: code, reason } : { status_code: code },
});

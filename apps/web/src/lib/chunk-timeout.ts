import { CHUNK_LOAD_TIMEOUT_MS } from '@points/contracts/constants';

/** A page's code that does not arrive within SPEC.md §9's chunk timeout. */
class PageLoadTimeout extends Error {
  override name = 'PageLoadTimeout';
}

/**
 * Waits for a page's module at most `CHUNK_LOAD_TIMEOUT_MS`: past it, the load counts as failed
 * and the page shows its retry (PageLoadBoundary) rather than waiting on for ever.
 */
export function withinChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageLoadTimeout()), timeoutMs);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

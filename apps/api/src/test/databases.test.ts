import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { startPglite } from './databases';

const never = () => new Promise<Database>(() => {});

describe('starting a test PGlite', () => {
  it('starts another when the first never answers, and closes the first if it ever does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const late = { close: vi.fn(async () => {}) } as unknown as Database;
    const ready = { close: vi.fn(async () => {}) } as unknown as Database;
    let answerLate: (db: Database) => void = () => {};
    const starts = [
      () => new Promise<Database>((resolve) => (answerLate = resolve)),
      async () => ready,
    ];
    const db = await startPglite(false, { start: () => starts.shift()!(), deadlineMs: 20 });
    expect(db).toBe(ready);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/did not start within \d+ ms/));
    answerLate(late);
    await vi.waitFor(() => expect(late.close).toHaveBeenCalled());
    expect(ready.close).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('fails with what happened when the second never answers either', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(startPglite(false, { start: never, deadlineMs: 10 })).rejects.toThrow(
      /did not start within \d+ ms, twice/,
    );
    warn.mockRestore();
  });
});

import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';
import { initTestI18n } from './i18n';

/**
 * The hooks of a page's test file: the interface in English before its tests; after each, the
 * page unmounted, `fetch` as it was (fake-api.ts stubs it), and the query cache and session
 * cleared.
 */
export function pageTestHooks(): void {
  beforeAll(async () => {
    await initTestI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    queryClient.clear();
    sessionStore.clear();
  });
}

/** Signs the test player in: Kai, in the US, reading English. */
export const signInTestPlayer = () =>
  sessionStore.signIn('tok', { nickname: 'Kai', country: 'us', language: 'en' });

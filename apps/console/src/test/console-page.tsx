import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Routes } from 'react-router';
import { vi } from 'vitest';
import type { OperatorRole } from '@points/contracts';
import { common } from '../lib/common-strings';
import { OperatorProvider } from '../lib/session';

type Texts = { en: object; ja: object };

/** i18next in `lng` with the common texts and the `namespaces` a test's pages read. */
export async function initTestI18n(namespaces: Record<string, Texts>, lng = 'en') {
  const all: Record<string, Texts> = { common, ...namespaces };
  await i18next.use(initReactI18next).init({
    resources: Object.fromEntries(
      (['en', 'ja'] as const).map((language) => [
        language,
        Object.fromEntries(Object.entries(all).map(([ns, texts]) => [ns, texts[language]])),
      ]),
    ),
    lng,
    defaultNS: 'common',
    ns: Object.keys(all),
    interpolation: { escapeValue: false },
  });
}

/** A call the page made to the console API. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  headers: HeadersInit;
}

/** Answers the console API as a route table: `METHOD path` → body; records every call. */
export function stubConsoleApi(routes: Record<string, unknown>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace('/api/v1/console', '').split('?')[0]!;
      calls.push({
        method,
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: init.headers ?? {},
      });
      const body = routes[`${method} ${path}`] ?? { status_code: 404 };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

/** Renders `routes` at `path` for an operator with `role`, as the console's frame would. */
export function renderConsolePage(role: OperatorRole, path: string, routes: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <OperatorProvider operator={{ subject: 'op', name: 'Op', role }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>{routes}</Routes>
        </MemoryRouter>
      </OperatorProvider>
    </QueryClientProvider>,
  );
}

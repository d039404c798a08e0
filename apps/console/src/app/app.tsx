import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider, useNavigate } from 'react-router';
import { z } from 'zod';
import { ConsoleLogoutData, Operator } from '@points/contracts';
import { StatusMessage } from '../components/status-message';
import { consoleGet, consoleSend, ConsoleApiError, whenSignedOut } from '../lib/api';
import { OperatorProvider } from '../lib/session';
import { beginSignIn, completeSignIn } from '../lib/sign-in';
import { clearToken, readToken } from '../lib/token';
import { AREAS } from './areas';
import { Layout } from './layout';

const ConsoleMeData = z.object({ operator: Operator });

function SignInPage({ failure }: { failure?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const returnTo = window.location.pathname.replace(/^\/console/, '') + window.location.search;
  return (
    <main className="sign-in" id="main">
      <h1>{t('signIn.title')}</h1>
      <p>{t('signIn.lead')}</p>
      {failure ? <StatusMessage kind="error">{failure}</StatusMessage> : null}
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          beginSignIn(
            returnTo.startsWith('/callback') ? '/' : returnTo || '/',
            i18n.language,
          ).catch(() => setBusy(false));
        }}
      >
        {busy ? t('signIn.working') : t('signIn.button')}
      </button>
    </main>
  );
}

function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    completeSignIn(window.location.search)
      .then((next) => {
        if (cancelled) return;
        void queryClient.invalidateQueries({ queryKey: ['operator'] });
        void navigate(next, { replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setFailure(
          error instanceof ConsoleApiError && error.statusCode === 403
            ? t('signIn.notOperator')
            : t('signIn.failed', { reason: error instanceof Error ? error.message : 'error' }),
        );
      });
    return () => {
      cancelled = true;
    };
    // The code is single-use: exchange it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (failure) return <SignInPage failure={failure} />;
  return (
    <main className="sign-in" id="main">
      <p role="status">{t('signIn.working')}</p>
    </main>
  );
}

function SignedIn() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);
  useEffect(() => whenSignedOut(() => setToken(null)), []);
  const me = useQuery({
    queryKey: ['operator', token],
    queryFn: async () => (await consoleGet('/auth/me', ConsoleMeData)).data.operator,
    enabled: Boolean(token),
    retry: false,
  });
  if (!token) return <SignInPage />;
  if (me.isPending) return <p role="status">{t('actions.loading')}</p>;
  if (me.isError || !me.data) return <SignInPage />;
  // Signs out here, then at the provider too (RP-initiated logout), which comes back to the
  // console: the next Sign in on a shared device asks who signs in. A failed call still signs out
  // here.
  const signOut = () => {
    const lang = encodeURIComponent(i18n.language);
    void consoleSend('POST', `/auth/logout?lang=${lang}`, undefined, ConsoleLogoutData)
      .then((data) => data.end_session_url)
      .catch(() => null)
      .then((endSessionUrl) => {
        clearToken();
        queryClient.clear();
        if (endSessionUrl) window.location.assign(endSessionUrl);
        else setToken(null);
      });
  };
  return (
    <OperatorProvider operator={me.data}>
      <Layout onSignOut={signOut} />
    </OperatorProvider>
  );
}

const firstPath = AREAS.flatMap((area) => area.routes).find((route) => route.nav)?.path ?? 'audit';

const router = createBrowserRouter(
  [
    { path: '/callback', element: <CallbackPage /> },
    {
      path: '/',
      element: <SignedIn />,
      children: [
        { index: true, element: <Navigate to={`/${firstPath}`} replace /> },
        ...AREAS.flatMap((area) => area.routes.map(({ path, element }) => ({ path, element }))),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/console' },
);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ConsoleApiError) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** The console: sign-in, then the areas' pages in the frame. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

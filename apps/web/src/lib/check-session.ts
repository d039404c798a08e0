import { sessionStore } from './session';

/**
 * The login check before a signed-in page (SPEC.md §2: /mycoupons is reached from the header
 * coupon button after a login check). The cookies are read again (another tab may have logged
 * out), then the server is asked whether the token still holds: the balance, fetched afresh.
 * A refused check is routed by the query client like any failed call (a 401 ends the session in
 * place, other codes go to the error page), so the caller only learns whether to go on.
 */
export async function checkSession(): Promise<boolean> {
  sessionStore.refresh();
  const { token, user } = sessionStore.getSnapshot();
  if (!token || !user) return false;
  // TanStack Query is loaded on the click: it is not part of the first page's JavaScript.
  const [{ queryClient }, { pointQuery }] = await Promise.all([
    import('./query-client'),
    import('./point-api'),
  ]);
  try {
    await queryClient.fetchQuery({ ...pointQuery, staleTime: 0 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Navigation for code outside React components (the query client's error routing): the router
 * registers its navigate function here once it is mounted.
 */
let navigateTo: ((path: string, options?: { replace?: boolean }) => void) | null = null;

export function registerNavigate(
  navigate: ((path: string, options?: { replace?: boolean }) => void) | null,
): void {
  navigateTo = navigate;
}

export function navigate(path: string, options?: { replace?: boolean }): void {
  if (navigateTo) navigateTo(path, options);
  else window.location.assign(path);
}

// The operator's console token lives in sessionStorage: it ends with the tab, and the player
// site (another origin path, localStorage) never sees it.
const TOKEN_KEY = 'pp-console-token';

export const readToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export const storeToken = (token: string): void => sessionStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => sessionStorage.removeItem(TOKEN_KEY);

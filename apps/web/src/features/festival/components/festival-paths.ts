/** The addresses of the festival's pages. */
export const festivalPath = (id: string) => `/campaign-festival/${encodeURIComponent(id)}`;
export const visitPath = (id: string) => `/campaign-festival-visit/${encodeURIComponent(id)}`;
export const companionPath = (id: string) =>
  `/campaign-festival-companion/${encodeURIComponent(id)}`;
export const rewardPath = (id: string) => `/campaign-festival-reward/${encodeURIComponent(id)}`;

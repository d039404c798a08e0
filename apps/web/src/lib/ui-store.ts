import { useSyncExternalStore } from 'react';

/** Client state of the shell (SPEC.md §3) that several parts of the page share. */
export interface UiState {
  isDrawerVisible: boolean;
  isCouponTabActive: boolean;
  alerts: AlertRequest[];
}

export interface AlertRequest {
  id: number;
  title: string;
  text: string;
  /** Label of the optional confirm button. */
  confirmLabel?: string;
  onConfirm?: () => void;
}

let state: UiState = { isDrawerVisible: false, isCouponTabActive: false, alerts: [] };
const listeners = new Set<() => void>();
let nextAlertId = 1;

function update(change: Partial<UiState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const uiStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  setDrawerVisible: (isDrawerVisible: boolean) => update({ isDrawerVisible }),
  setCouponTabActive: (isCouponTabActive: boolean) => update({ isCouponTabActive }),
  /** Opens an alert dialog; it is removed when closed or confirmed. */
  showAlert(alert: Omit<AlertRequest, 'id'>): number {
    const id = nextAlertId++;
    update({ alerts: [...state.alerts, { ...alert, id }] });
    return id;
  },
  dismissAlert: (id: number) => update({ alerts: state.alerts.filter((alert) => alert.id !== id) }),
};

export function useUi(): UiState {
  return useSyncExternalStore(uiStore.subscribe, uiStore.getSnapshot);
}

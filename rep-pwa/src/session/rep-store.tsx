// The rep session: the view key (kept in localStorage so the portal reopens from the home screen)
// and what the rep has selected (kept in sessionStorage so a reload of /bee/job still works).
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';

export const SELECTION_STORAGE = 'bee_rep_selection';

export interface SelectedMember {
  name: string;
  email: string;
}

export interface RepSelection {
  /** pay_date of the selected paycheck: YYYY-MM-DD, PENDING, CANCELLED or whatever the row holds. */
  paycheck: string | null;
  /** job_name of the selected customer. */
  customer: string | null;
  /** The team member a manager is viewing as; null means the viewer's own pay. */
  teamMember: SelectedMember | null;
}

export interface RepState {
  viewKey: string | null;
  selection: RepSelection;
}

export interface RepStore {
  getState(): RepState;
  subscribe(listener: () => void): () => void;
  /** Remembers the key a portal link opened; a different key starts with a clean selection. */
  openKey(viewKey: string): void;
  /** Forgets the key (a revoked link), so the portal asks for a fresh link next time. */
  forgetKey(): void;
  selectPaycheck(payDate: string): void;
  selectCustomer(jobName: string): void;
  /** Views the portal as a team member, or as the viewer again with null. */
  viewAs(member: SelectedMember | null): void;
}

const EMPTY_SELECTION: RepSelection = { paycheck: null, customer: null, teamMember: null };

interface StoredSelection extends RepSelection {
  viewKey: string;
}

function readSelection(session: Storage, viewKey: string | null): RepSelection {
  if (!viewKey) return EMPTY_SELECTION;
  try {
    const stored = JSON.parse(
      session.getItem(SELECTION_STORAGE) ?? 'null',
    ) as StoredSelection | null;
    if (!stored || stored.viewKey !== viewKey) return EMPTY_SELECTION;
    return {
      paycheck: stored.paycheck ?? null,
      customer: stored.customer ?? null,
      teamMember: stored.teamMember ?? null,
    };
  } catch {
    return EMPTY_SELECTION;
  }
}

function safely(write: () => void) {
  try {
    write();
  } catch {
    // Private browsing or a full quota: the session still works, it just is not remembered.
  }
}

export function createRepStore(storage: { local: Storage; session: Storage }): RepStore {
  const initialKey = (() => {
    try {
      return storage.local.getItem(VIEW_KEY_STORAGE) || null;
    } catch {
      return null;
    }
  })();
  let state: RepState = {
    viewKey: initialKey,
    selection: readSelection(storage.session, initialKey),
  };
  const listeners = new Set<() => void>();

  const set = (next: RepState) => {
    state = next;
    safely(() => {
      if (next.viewKey) storage.local.setItem(VIEW_KEY_STORAGE, next.viewKey);
      else storage.local.removeItem(VIEW_KEY_STORAGE);
    });
    safely(() => {
      if (next.viewKey)
        storage.session.setItem(
          SELECTION_STORAGE,
          JSON.stringify({ ...next.selection, viewKey: next.viewKey }),
        );
      else storage.session.removeItem(SELECTION_STORAGE);
    });
    listeners.forEach((listener) => listener());
  };
  const select = (patch: Partial<RepSelection>) =>
    set({ ...state, selection: { ...state.selection, ...patch } });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openKey(viewKey) {
      if (viewKey === state.viewKey) return;
      set({ viewKey, selection: EMPTY_SELECTION });
    },
    forgetKey() {
      set({ viewKey: null, selection: EMPTY_SELECTION });
    },
    selectPaycheck: (paycheck) => select({ paycheck }),
    selectCustomer: (customer) => select({ customer }),
    viewAs: (teamMember) => select({ teamMember, paycheck: null, customer: null }),
  };
}

const RepStoreContext = createContext<RepStore | null>(null);

export function RepStoreProvider({ store, children }: { store: RepStore; children: ReactNode }) {
  return <RepStoreContext.Provider value={store}>{children}</RepStoreContext.Provider>;
}

function useStore(): RepStore {
  const store = useContext(RepStoreContext);
  if (!store) throw new Error('useRepSession must be used inside <RepStoreProvider>');
  return store;
}

/** The session state and its actions, re-rendering when either the key or the selection changes. */
export function useRepSession() {
  const store = useStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(() => ({ ...state, ...actionsOf(store) }), [state, store]);
}

function actionsOf(store: RepStore) {
  const { openKey, forgetKey, selectPaycheck, selectCustomer, viewAs } = store;
  return { openKey, forgetKey, selectPaycheck, selectCustomer, viewAs };
}

import { useSyncExternalStore } from 'react';

export interface Store<S> {
  getState: () => S;
  setState: (update: (state: S) => S) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A minimal external store: immutable snapshots, read in React through `useStore`. */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (update) => {
      const next = update(state);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints of docs/product.md#layout. */
export const MD_UP = '(min-width: 768px)';
export const LG_UP = '(min-width: 992px)';

/** Whether a CSS media query currently matches; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

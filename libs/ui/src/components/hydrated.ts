import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the markup of a page rendered on the server and while the browser hydrates it; true once the app runs the
 * page, and from the start where the app renders the page itself. The controls of a page rendered on the server work
 * only once it is hydrated: until then they are disabled or read-only with their usual look (`data-hydrating`), so that
 * nothing typed is lost, no click taken for nothing, no form sent natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

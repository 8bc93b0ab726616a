import { isSupportedLocale, type Language } from './languages';

/**
 * Pages that, rendered on the server for a first load, boot a small island of their own instead of the whole app
 * (ADR 0086): the route says which (`staticData.island`), the server's rendering reports it (src/entry-server.tsx),
 * and the server names the island's script in the page instead of the app's. Today the login page only
 * (src/entry-login.tsx).
 */
export type Island = 'login';

/** The element of the header's language menu, which the login page's island hydrates in a root of its own. */
export const LANGUAGE_MENU_ISLAND_ID = 'language-menu-island';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Rendered on the server, the page boots this island instead of the app (ADR 0086). */
    island?: Island;
  }
}

/**
 * The languages the header's menu was rendered with, from its element's `data-languages` (the app writes them there,
 * features/layout/components/language-menu.tsx), so the island needs neither the query cache nor the router's state.
 * Undefined when the element or a well-formed list is missing: the island then boots the app.
 */
export function languagesOf(element: HTMLElement | null): Language[] | undefined {
  try {
    const list: unknown = JSON.parse(element?.dataset.languages ?? '');
    const valid = Array.isArray(list) && list.length > 0 &&
      list.every((l) => typeof l?.id === 'number' && isSupportedLocale(l?.key) && typeof l?.name === 'string');
    return valid ? (list as Language[]) : undefined;
  } catch {
    return undefined;
  }
}

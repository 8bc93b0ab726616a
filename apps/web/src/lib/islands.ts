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

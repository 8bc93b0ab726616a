/**
 * Loads the number data of the page's language (issue #43, ADR 0066 "third pass"): the page's first `Intl.NumberFormat`
 * makes the browser read its locale's number data, 12 to 48 ms on this host (4x that on Lighthouse's mobile CPU), and
 * every later one (currency, unit) then takes about 0.1 ms. A page the server rendered with numbers on it (a route's
 * `staticData.formatsNumbers`) pays it in a task of its own while its route chunks and messages are on their way,
 * instead of inside the hydration of the component that formats first (the vehicle page's kilometres).
 */
export function warmUpNumberFormat(locale: string): void {
  setTimeout(() => {
    new Intl.NumberFormat(locale).format(0);
  }, 0);
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page writes numbers (prices, kilometres) in its first render: main.tsx warms the number data up. */
    formatsNumbers?: boolean;
  }
}

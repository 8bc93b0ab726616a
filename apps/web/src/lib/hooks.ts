import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { brandText, useBrand } from './brand/brand-context';

/** Sets "{page} – {brand page title}" (or the brand title alone) so each page has its own title. */
export function useDocumentTitle(page?: string | null) {
  const brand = useBrand();
  const { i18n } = useLingui();
  const suffix = brandText(brand.pageTitle, i18n.locale ?? 'en-ca');
  useEffect(() => {
    document.title = page ? `${page} | ${suffix}` : suffix;
  }, [page, suffix]);
}

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => (typeof window === 'undefined' ? false : window.matchMedia(query).matches));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** The medium breakpoint: permanent drawer from here up (spec §2). Matches --bp-medium in app.css. */
export const MEDIUM_UP = '(min-width: 900px)';

/** `value`, once it has stopped changing for `ms` (live previews that follow typing without a request per key). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

// Whether the app runs the page yet (a page the server rendered is hydrated first): the controls' rule, libs/ui.
export { useHydrated } from '@marketplace/ui/components/hydrated';

import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { changing, HeaderPopupsContext, type HeaderPopup } from './header-popup-state';

/** Loaded on first use: its form and contract stay off the first page load. */
const ContactDialog = lazy(() => import('./contact-dialog'));

/**
 * Which popup of the page header is open, held above the router. Each layout (public, authenticated) draws its own
 * header, so a navigation from one to the other replaces the header: after the sign-in, the login page's header
 * already shows the account menu while the router loads the customer dashboard's code and texts, and a menu opened in
 * that moment closed with the header it belonged to when the dashboard's layout took its place. Held here, it stays
 * open in the new header. The "Contact us" dialog is drawn here too, outside any header: what is typed in it survives
 * the change of layout. The menus read it with `useHeaderPopup` (header-popup-state.ts).
 */
export function HeaderPopupsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<HeaderPopup | null>(null);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  const onContactChange = useCallback((next: boolean) => setOpen(changing('contact-us', next)), []);
  return (
    <HeaderPopupsContext.Provider value={value}>
      {children}
      {open === 'contact-us' ? (
        <Suspense fallback={null}>
          <ContactDialog open onOpenChange={onContactChange} />
        </Suspense>
      ) : null}
    </HeaderPopupsContext.Provider>
  );
}

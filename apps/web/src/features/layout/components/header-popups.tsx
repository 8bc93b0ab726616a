import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';

/** Loaded on first use: its form and contract stay off the first page load. */
const ContactDialog = lazy(() => import('./contact-dialog'));

/** The header's menus, and the dialog the account menu opens. */
type HeaderPopup = 'account-menu' | 'language-menu' | 'contact-us';

/** The open popup once `popup` opens or closes: closing one leaves another alone (choosing "Contact us" opens the dialog, then closes the menu). */
const changing = (popup: HeaderPopup, open: boolean) => (current: HeaderPopup | null) => (open ? popup : current === popup ? null : current);

const HeaderPopupsContext = createContext<{ open: HeaderPopup | null; setOpen: Dispatch<SetStateAction<HeaderPopup | null>> } | null>(null);

/**
 * Which popup of the page header is open, held above the router. Each layout (public, authenticated) draws its own
 * header, so a navigation from one to the other replaces the header: after the sign-in, the login page's header
 * already shows the account menu while the router loads the customer dashboard's code and texts, and a menu opened in
 * that moment closed with the header it belonged to when the dashboard's layout took its place. Held here, it stays
 * open in the new header. The "Contact us" dialog is drawn here too, outside any header: what is typed in it survives
 * the change of layout.
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

/** Whether one header popup is open, and its setter (`<Menu open onOpenChange>`); outside the provider, its own state. */
export function useHeaderPopup(popup: HeaderPopup): { open: boolean; onOpenChange: (open: boolean) => void } {
  const shared = useContext(HeaderPopupsContext);
  const [own, setOwn] = useState(false);
  const setShared = shared?.setOpen;
  const onOpenChange = useCallback((next: boolean) => (setShared ? setShared(changing(popup, next)) : setOwn(next)), [setShared, popup]);
  return { open: shared ? shared.open === popup : own, onOpenChange };
}

import { createContext, useCallback, useContext, useState, type Dispatch, type SetStateAction } from 'react';

/** The header's menus, and the dialog the account menu opens. */
export type HeaderPopup = 'account-menu' | 'language-menu' | 'contact-us';

/** The open popup once `popup` opens or closes: closing one leaves another alone (choosing "Contact us" opens the dialog, then closes the menu). */
export const changing = (popup: HeaderPopup, open: boolean) => (current: HeaderPopup | null) => (open ? popup : current === popup ? null : current);

/** Which popup is open, held above the router by `HeaderPopupsProvider` (header-popups.tsx, which also draws the dialog). */
export const HeaderPopupsContext = createContext<{ open: HeaderPopup | null; setOpen: Dispatch<SetStateAction<HeaderPopup | null>> } | null>(null);

/**
 * Whether one header popup is open, and its setter (`<Menu open onOpenChange>`); outside the provider (the login page's
 * island, ADR 0086), its own state. Apart from the provider so that a menu does not bring the "Contact us" dialog along.
 */
export function useHeaderPopup(popup: HeaderPopup): { open: boolean; onOpenChange: (open: boolean) => void } {
  const shared = useContext(HeaderPopupsContext);
  const [own, setOwn] = useState(false);
  const setShared = shared?.setOpen;
  const onOpenChange = useCallback((next: boolean) => (setShared ? setShared(changing(popup, next)) : setOwn(next)), [setShared, popup]);
  return { open: shared ? shared.open === popup : own, onOpenChange };
}

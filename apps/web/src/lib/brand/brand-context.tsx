import { createContext, useContext, type ReactNode } from 'react';
import { runtimeConfig } from '../runtime-config';
import { resolveBrand, type ResolvedBrand } from './resolve-brand';

let current: ResolvedBrand | undefined;

/** The brand of this page load (the host name cannot change without a reload). */
export function currentBrand(): ResolvedBrand {
  current ??= resolveBrand(window.location.hostname, runtimeConfig());
  return current;
}

const BrandContext = createContext<ResolvedBrand | null>(null);

export function BrandProvider({ brand, children }: { brand: ResolvedBrand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): ResolvedBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside <BrandProvider>');
  return brand;
}

/** The brand's text for a language (`fr-*` reads French, everything else English). */
export function brandText(text: { en: string; fr: string }, lang: string): string {
  return lang.startsWith('fr') ? text.fr : text.en;
}

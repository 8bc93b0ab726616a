import type { Brand } from './brands';
import { paletteVariables } from './theme';

/** Applies palette variables and favicon to the document. The title is set per page (see useDocumentTitle). */
export function applyBrandToDocument(brand: Brand, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(paletteVariables(brand.palette))) root.style.setProperty(name, value);
  root.dataset.brand = brand.id;

  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.favicon;

  let theme = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!theme) {
    theme = doc.createElement('meta');
    theme.name = 'theme-color';
    doc.head.appendChild(theme);
  }
  theme.content = brand.palette.primary;
}

import type { ReactElement, ReactNode } from 'react';
import { useHydrated } from '../../../lib/hooks';

/**
 * A photo that is not the page's first (issue #43, ADR 0065): in a page the server rendered it is asked for once the
 * app runs, not before the page's first paint, so the first photo (the largest paint) has the connection to itself.
 * Its box is held meanwhile (`placeholder`, the photo's size); without JavaScript the browser shows it from
 * `<noscript>`, and the placeholder is hidden (`.photo-placeholder`, catalog.css).
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactElement; placeholder: ReactNode }) {
  return useHydrated() ? (
    children
  ) : (
    <>
      {placeholder}
      <noscript>{children}</noscript>
    </>
  );
}

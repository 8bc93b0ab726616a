import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

/** A link to another page of the app, by its path (`/en-ca/signup`). */
export interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** How a `PageLink` is drawn; where no router runs (the login page's island, ADR 0086), a plain link: a document load. */
export type RenderPageLink = (props: PageLinkProps) => ReactNode;

const PageLinkContext = createContext<RenderPageLink>(({ children, ...props }) => <a {...props}>{children}</a>);

/**
 * A link that components shared with the login page's island use instead of the router's `Link` (ADR 0086): in the
 * app, the router's link (AppProviders gives it: a client navigation, preloading); in the island, a plain `<a>`. The
 * markup is the same either way, so the island hydrates what the server rendered with the router's.
 */
export function PageLink(props: PageLinkProps) {
  return useContext(PageLinkContext)(props);
}

export const PageLinkProvider = PageLinkContext.Provider;

import { Link } from '@tanstack/react-router';
import type { PageLinkProps } from '../lib/page-link';

/** `PageLink` in the app (lib/page-link.tsx): the router's link to the path, a client navigation. */
export function RouterPageLink({ href, ...props }: PageLinkProps) {
  // The router's `href` option: a path of the app as it is written (`/en-ca/signup`), matched as a typed `to` would be
  // (the router builds the location from `href` when it is given; `to` is required by the type only).
  return <Link to="." href={href} {...props} />;
}

/** What AppProviders gives `PageLinkProvider`. */
export const renderRouterPageLink = (props: PageLinkProps) => <RouterPageLink {...props} />;

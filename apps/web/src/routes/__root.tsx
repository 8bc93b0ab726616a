import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { ThirdPartyScripts } from '../app/third-party-scripts';
import { languagesQuery } from '../lib/config/languages-query';
import { languageRedirect } from '../lib/languages';

/**
 * Every navigation passes here first: it loads the configured languages and applies the URL rules of spec §2
 * (`/` -> `/{first}/`, unknown language -> `/{first}/login`, trailing slash removed).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const languages = await context.queryClient.ensureQueryData(languagesQuery);
    const target = languageRedirect(
      { pathname: location.pathname, search: location.searchStr, hash: location.hash ? `#${location.hash}` : '' },
      languages.map((l) => l.key),
    );
    if (target) {
      // Only a trailing slash apart, the router sees the same location (and would redirect forever): load the page anew.
      // main.tsx strips it before the first load, so this happens only for an in-app link to such a URL.
      const sameForRouter = target.split(/[?#]/)[0]!.replace(/\/+$/, '') === location.pathname.replace(/\/+$/, '');
      throw redirect({ href: target, replace: true, reloadDocument: sameForRouter });
    }
    return { languages };
  },
  component: Root,
});

function Root() {
  return (
    <>
      <Outlet />
      <ThirdPartyScripts />
    </>
  );
}

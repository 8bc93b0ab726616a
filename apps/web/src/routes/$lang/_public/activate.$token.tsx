import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { EmailLinkActivation } from '../../../features/activation/components/email-link-activation';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { useDocumentTitle } from '../../../lib/hooks';
import { safeRefererPath } from '../../../lib/languages';
import { useRefreshSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/_public/activate/$token')({
  // The activation email's link carries `redirect` (the registration's redirectUrl); `redirectUrl` is accepted too.
  validateSearch: (search: Record<string, unknown>): { redirectUrl?: string } => {
    const target = [search.redirect, search.redirectUrl].find((v): v is string => typeof v === 'string' && v !== '');
    return target ? { redirectUrl: target } : {};
  },
  loader: ({ params }) => loadCatalogPartFor('account', params.lang),
  component: ActivateByLinkPage,
});

function ActivateByLinkPage() {
  const { t } = useLingui();
  const { token, lang } = Route.useParams();
  const { redirectUrl } = Route.useSearch();
  const refreshSession = useRefreshSession();
  useDocumentTitle(t`Account activation`);
  return (
    <AuthCard title={<Trans>Account activation</Trans>}>
      <EmailLinkActivation token={token} onActivated={refreshSession} continueTo={safeRefererPath(redirectUrl, lang) ?? `/${lang}/customer/dashboard`} />
    </AuthCard>
  );
}

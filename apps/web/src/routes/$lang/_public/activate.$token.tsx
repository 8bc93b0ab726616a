import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { EmailLinkActivation } from '../../../features/activation/components/email-link-activation';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { useDocumentTitle } from '../../../lib/hooks';
import { safeRefererPath } from '../../../lib/languages';
import { useRefreshSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/_public/activate/$token')({
  // The activation email's link carries the registration's `redirectUrl`, under the one name the spec gives it.
  validateSearch: (search: Record<string, unknown>): { redirectUrl?: string } => {
    const target = search.redirectUrl;
    return typeof target === 'string' && target !== '' ? { redirectUrl: target } : {};
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

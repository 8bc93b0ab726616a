import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, LoadingArea } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../lib/hooks';
import { problemMessage } from '../../../lib/problem-messages';
import { useCompanyDetails, useCompanyEmails } from '../api/companies';
import '../problem-messages';
import './dealer.css';

/**
 * `/{lang}/company/{companyId}/settings`: the company as the marketplace knows it (name, place, makes) and where its
 * leads go, with the way to the company's self-service (its managers change lead addresses, forms and users there).
 */
export function CompanySettingsPage({ companyId, lang }: { companyId: number; lang: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Settings`);
  const company = useCompanyDetails(companyId);
  const emails = useCompanyEmails(companyId);
  if (company.isPending || emails.isPending) return <LoadingArea />;
  const failed = company.error ?? emails.error;
  if (failed) return <Alert variant="error">{i18n._(problemMessage(failed))}</Alert>;
  const c = company.data!;
  return (
    <Card className="dealer">
      <h1 className="page__title"><Trans>Settings</Trans></h1>
      <dl className="dealer-subscription">
        <dt><Trans>Company</Trans></dt><dd>{c.name}</dd>
        <dt><Trans>City</Trans></dt><dd>{c.city}, {c.province}</dd>
        <dt><Trans>Makes</Trans></dt><dd>{c.makes.join(', ') || '—'}</dd>
        <dt><Trans>Lead email addresses</Trans></dt>
        <dd>{emails.data!.emails.length ? emails.data!.emails.join(', ') : <Trans>No address yet: leads wait and are emailed once one is added.</Trans>}</dd>
      </dl>
      <p>
        {/* Issue #45: the company's managers change these themselves; the others of the company read them there. */}
        <Link to="/$lang/company/$companyId/companies" params={{ lang, companyId: String(companyId) }}>
          <Trans>Lead addresses and routing, forms, promotions, directory and users</Trans>
        </Link>
      </p>
      <Link to="/$lang/company/$companyId/subscription" params={{ lang, companyId: String(companyId) }}><Trans>Manage the subscription</Trans></Link>
    </Card>
  );
}

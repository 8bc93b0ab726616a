import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, LoadingArea } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../lib/hooks';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { useCompanies } from '../api/companies';
import '../problem-messages';
import './dealer.css';

/** `/{lang}/company`: every dealership, each a way into its area (the super admin's Dealership group, issue #45 item 9). */
export function DealershipsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Dealerships`);
  const lang = useLang();
  const companies = useCompanies('');
  return (
    <Card className="dealer">
      <h1 className="page__title"><Trans>Dealerships</Trans></h1>
      {companies.isError ? <Alert variant="error">{i18n._(problemMessage(companies.error))}</Alert> : null}
      {companies.isPending ? <LoadingArea /> : (
        <ul className="dealer-links">
          {(companies.data?.items ?? []).map((c) => (
            <li key={c.companyId}>
              <Link to="/$lang/company/$companyId/dashboard" params={{ lang, companyId: String(c.companyId) }}>{c.name}</Link> — {c.city}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

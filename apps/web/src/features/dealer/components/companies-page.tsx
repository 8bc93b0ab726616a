import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, LoadingArea, TextField, useSnackbar } from '@marketplace/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { useCompanies, useCreateCompany } from '../api/companies';
import '../problem-messages';
import { CompanyForm } from './company-form';
import './dealer.css';

/**
 * `/{lang}/admin/companies`: every company (search by name or city), and a form to create one.
 * `/{lang}/shopicarTeam/companies` (`area="shopicarTeam"`): the same list for the team, who read companies but do not
 * create them.
 */
export function CompaniesPage({ area = 'admin' }: { area?: 'admin' | 'shopicarTeam' }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Companies`);
  const lang = useLang();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [search, setSearch] = useState('');
  const companies = useCompanies(search);
  const create = useCreateCompany();
  const [creating, setCreating] = useState(false);
  return (
    <Card className="dealer">
      <h1 className="page__title"><Trans>Companies</Trans></h1>
      <TextField label={t`Search by name or city`} fullWidth={false} onBlur={(e) => setSearch(e.target.value.trim())}
        onKeyDown={(e) => { if (e.key === 'Enter') setSearch(e.currentTarget.value.trim()); }} />
      {companies.isError ? <Alert variant="error">{i18n._(problemMessage(companies.error))}</Alert> : null}
      {companies.isPending ? <LoadingArea /> : (
        <table className="dealer-table">
          <thead><tr><th><Trans>Company no.</Trans></th><th><Trans>Name</Trans></th><th><Trans>City</Trans></th><th><Trans>Province</Trans></th></tr></thead>
          <tbody>
            {(companies.data?.items ?? []).map((c) => (
              <tr key={c.companyId}>
                <td>{c.companyId}</td>
                <td>
                  {area === 'admin'
                    ? <Link to="/$lang/admin/companies/$companyId" params={{ lang, companyId: String(c.companyId) }}>{c.name}</Link>
                    : <Link to="/$lang/shopicarTeam/companies/$companyId" params={{ lang, companyId: String(c.companyId) }}>{c.name}</Link>}
                </td>
                <td>{c.city}</td>
                <td>{c.province}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {area === 'admin' ? <h2><Trans>New company</Trans></h2> : null}
      {area !== 'admin' ? null : creating ? (
        <CompanyForm company={null} submitLabel={t`Create the company`} onSave={async (body) => {
          const saved = await create.mutateAsync(body);
          snackbar.enqueue({ message: t`The company is created.`, variant: 'success' });
          await navigate({ to: '/$lang/admin/companies/$companyId', params: { lang, companyId: String(saved.companyId) } });
        }} />
      ) : (
        <button type="button" className="link-button" onClick={() => setCreating(true)}><Trans>Create a company</Trans></button>
      )}
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, LoadingArea, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { problemMessage } from '../../../lib/problem-messages';
import { useCompanyDetails, useCompanyTypes, useUpdateCompany, type Company } from '../api/companies';
import { useCompanyUsers } from '../api/company-users';
import '../problem-messages';
import { CONFIGURATION_SECTIONS, type ConfigurationSection } from '@marketplace/contracts/dealer/configurations.routes';
import { COMPANY_TYPE_LABELS } from '../labels';
import { CompanyForm } from './company-form';
import { CompanyUsersTab } from './company-users-tab';
import { ConfigurationTab, SECTION_LABELS, SettingsList } from './configuration-tab';
import { LeadEmailsTab } from './lead-emails-tab';
import './dealer.css';

type Tab = 'details' | 'emails' | 'makes' | 'users' | ConfigurationSection;

/** What a company's manager changes themselves (issue #45); the other sections stay with staff. */
const SELF_SERVICE_SECTIONS: readonly ConfigurationSection[] = ['forms', 'promotions', 'directory'];

/**
 * `/{lang}/admin/companies/{companyId}`: one tab per part of the company (details, lead emails, makes, users, each
 * configuration). `readOnly`: the same tabs for those who do not edit every part (a dealer's own company, the team):
 * the company's self-service (lead emails and routing, forms, promotions, directory, users; issue #45) is editable
 * when the server says the caller may manage the company (a manager of it, or staff), read only otherwise.
 */
export function CompanyDetailsPage({ companyId, readOnly = false }: { companyId: number; readOnly?: boolean }) {
  const { t, i18n } = useLingui();
  const company = useCompanyDetails(companyId);
  const users = useCompanyUsers(companyId);
  const canManage = users.data?.canManage ?? false;
  useDocumentTitle(company.data?.name ?? t`Company`);
  const [tab, setTab] = useState<Tab>('details');
  const tabs: { id: Tab; label: string }[] = [
    { id: 'details', label: t`Details` }, { id: 'emails', label: t`Lead emails` }, { id: 'makes', label: t`Makes` }, { id: 'users', label: t`Users` },
    ...CONFIGURATION_SECTIONS.map((id) => ({ id, label: i18n._(SECTION_LABELS[id]) })),
  ];
  if (company.isPending || users.isPending) return <LoadingArea />;
  if (company.isError) return <Alert variant="error">{i18n._(problemMessage(company.error))}</Alert>;
  return (
    <Card className="dealer">
      <h1 className="page__title">{company.data.name}</h1>
      <div role="tablist" aria-label={t`Company`} className="dealer-tabs">
        {tabs.map((x) => (
          <button key={x.id} type="button" role="tab" id={`tab-${x.id}`} aria-selected={tab === x.id} aria-controls={`panel-${x.id}`}
            className="dealer-tabs__tab" onClick={() => setTab(x.id)}>{x.label}</button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'details' ? (readOnly ? <DetailsSummary company={company.data} /> : <DetailsTab key={company.data.version} company={company.data} />) : null}
        {tab === 'emails' ? <LeadEmailsTab companyId={companyId} readOnly={!canManage} /> : null}
        {tab === 'users' ? <CompanyUsersTab companyId={companyId} /> : null}
        {tab === 'makes' ? (
          company.data.makes.length ? <ul>{company.data.makes.map((m) => <li key={m}>{m}</li>)}</ul> : <p><Trans>No make yet.</Trans></p>
        ) : null}
        {(CONFIGURATION_SECTIONS as readonly Tab[]).includes(tab) ? <ConfigurationTab key={tab} section={tab as ConfigurationSection} companyId={companyId}
          readOnly={SELF_SERVICE_SECTIONS.includes(tab as ConfigurationSection) ? !canManage : readOnly} /> : null}
      </div>
    </Card>
  );
}

function DetailsTab({ company }: { company: Company }) {
  const { t } = useLingui();
  const update = useUpdateCompany();
  const snackbar = useSnackbar();
  return (
    <CompanyForm company={company} submitLabel={t`Save`} onSave={async (body) => {
      await update.mutateAsync({ ...body, companyId: company.companyId, expectedVersion: company.version });
      snackbar.enqueue({ message: t`The company is saved.`, variant: 'success' });
    }} />
  );
}

function DetailsSummary({ company }: { company: Company }) {
  const { t, i18n } = useLingui();
  const types = useCompanyTypes();
  const type = types.data?.items.find((x) => x.id === company.typeId);
  const rows: [string, string][] = [
    [t`Company no.`, String(company.companyId)],
    [t`Name`, company.name],
    [t`Company type`, i18n._(COMPANY_TYPE_LABELS[type?.key ?? 'dealer'] ?? COMPANY_TYPE_LABELS.dealer)],
    [t`City`, company.city],
    [t`Province`, company.province],
    [t`Active`, company.active ? t`Yes` : t`No`],
  ];
  return <SettingsList rows={rows} />;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea, TextField, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { useCompanyDetails, useCompanyEmails, useCompanyTypes, useSaveCompanyEmails, useUpdateCompany, type Company } from '../api/companies';
import '../problem-messages';
import { CONFIGURATION_SECTIONS, type ConfigurationSection } from '@marketplace/contracts/dealer/configurations.routes';
import { COMPANY_TYPE_LABELS } from '../labels';
import { CompanyForm } from './company-form';
import { ConfigurationTab, SECTION_LABELS, SettingsList } from './configuration-tab';
import './dealer.css';

type Tab = 'details' | 'emails' | 'makes' | ConfigurationSection;

/**
 * `/{lang}/admin/companies/{companyId}`: one tab per part of the company (details, lead emails, makes, each configuration).
 * `readOnly`: the same tabs for those who read companies but do not edit them (a dealer's own company, the team).
 */
export function CompanyDetailsPage({ companyId, readOnly = false }: { companyId: number; readOnly?: boolean }) {
  const { t, i18n } = useLingui();
  const company = useCompanyDetails(companyId);
  useDocumentTitle(company.data?.name ?? t`Company`);
  const [tab, setTab] = useState<Tab>('details');
  const tabs: { id: Tab; label: string }[] = [
    { id: 'details', label: t`Details` }, { id: 'emails', label: t`Lead emails` }, { id: 'makes', label: t`Makes` },
    ...CONFIGURATION_SECTIONS.map((id) => ({ id, label: i18n._(SECTION_LABELS[id]) })),
  ];
  if (company.isPending) return <LoadingArea />;
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
        {tab === 'emails' ? (readOnly ? <EmailsSummary companyId={companyId} /> : <EmailsTab companyId={companyId} />) : null}
        {tab === 'makes' ? (
          company.data.makes.length ? <ul>{company.data.makes.map((m) => <li key={m}>{m}</li>)}</ul> : <p><Trans>No make yet.</Trans></p>
        ) : null}
        {(CONFIGURATION_SECTIONS as readonly Tab[]).includes(tab) ? <ConfigurationTab key={tab} section={tab as ConfigurationSection} companyId={companyId} readOnly={readOnly} /> : null}
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

function EmailsSummary({ companyId }: { companyId: number }) {
  const { i18n } = useLingui();
  const emails = useCompanyEmails(companyId);
  if (emails.isPending) return <LoadingArea />;
  if (emails.isError) return <Alert variant="error">{i18n._(problemMessage(emails.error))}</Alert>;
  return emails.data.emails.length ? <ul>{emails.data.emails.map((e) => <li key={e}>{e}</li>)}</ul> : <p><Trans>No lead email address yet.</Trans></p>;
}

/** The addresses the company's leads go to, one per line. */
function EmailsTab({ companyId }: { companyId: number }) {
  const { t, i18n } = useLingui();
  const emails = useCompanyEmails(companyId);
  const save = useSaveCompanyEmails();
  const snackbar = useSnackbar();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (emails.isPending) return <LoadingArea />;
  if (emails.isError) return <Alert variant="error">{i18n._(problemMessage(emails.error))}</Alert>;
  const value = text ?? emails.data.emails.join('\n');
  const submit = async () => {
    setError(null);
    try {
      const list = value.split(/[\n,;]/).map((e) => e.trim()).filter(Boolean);
      await save.mutateAsync({ companyId, expectedVersion: emails.data.version, emails: list });
      setText(null);
      snackbar.enqueue({ message: t`The lead emails are saved.`, variant: 'success' });
    } catch (e) {
      setError(isApiError(e, 'eventstore.wrong_expected_version') ? t`Someone else changed this company. Reload the page to see their changes.` : i18n._(problemMessage(e)));
    }
  };
  return (
    <div className="form-grid">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <TextField label={t`Lead email addresses (one per line)`} value={value} onChange={(e) => setText(e.target.value)} />
      <div className="form-actions">
        <Button loading={save.isPending} onClick={() => void submit()}><Trans>Save</Trans></Button>
      </div>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_STATUSES } from '@marketplace/contracts/dealer/leads.routes';
import { Alert, Button, Card, LoadingArea, SelectField, TextField } from '@marketplace/ui';
import { Fragment, useState } from 'react';
import { companyNumberText } from '../../../lib/company-number';
import { useDocumentTitle } from '../../../lib/hooks';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { leadAdfUrl, leadExportUrl, useLeadDeliveries, useLeads, type LeadFilters } from '../api/leads';
import { LiveInbox } from './live-inbox';
import { useDuration } from '../duration';
import { LeadCard } from './lead-card';
import { lastDays } from '../date-range';
import { DELIVERY_STATUS_LABELS, LEAD_STAGE_LABELS, LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from '../labels';
import '../problem-messages';
import { DateField } from './dashboard-page';
import { Pager } from './pager';
import './dealer.css';

/** Spec §9: lead management shows the last 30 days unless asked otherwise. */
export const LEAD_MANAGEMENT_DAYS = 30;
const PAGE_SIZE = 25;

/**
 * Lead management (spec §2, §3 filters: id, type, name, make, model, status, start and end date): `/{lang}/shopicarTeam/
 * lead-management` for staff (every company, or one) and `/{lang}/company/{companyId}/lead-management` for a dealer.
 */
export function LeadManagementPage({ companyId }: { companyId?: number }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const duration = useDuration();
  useDocumentTitle(t`Lead management`);
  const [defaults] = useState(() => lastDays(LEAD_MANAGEMENT_DAYS, new Date()));
  const [filters, setFilters] = useState<LeadFilters>({ companyId, ...defaults });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const leads = useLeads({ ...filters, page, pageSize: PAGE_SIZE });
  const change = (f: Partial<LeadFilters>) => {
    setFilters({ ...filters, ...f });
    setPage(1);
  };
  const text = (v: string) => v.trim() || undefined;
  const pages = Math.max(1, Math.ceil((leads.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Card className="dealer">
      <div className="page-header">
        <h1 className="page__title"><Trans>Lead management</Trans></h1>
        <div className="dealer-exports">
          <Button asChild variant="outlined" size="small"><a href={leadExportUrl(filters, 'csv')} download><Trans>Download CSV</Trans></a></Button>
          <Button asChild variant="outlined" size="small"><a href={leadExportUrl(filters, 'adf')} download><Trans>Download ADF/XML</Trans></a></Button>
        </div>
      </div>
      <LiveInbox companyId={companyId} />
      <form className="dealer-filters" onSubmit={(e) => e.preventDefault()} aria-label={t`Filters`}>
        <TextField label={t`Lead id`} fullWidth={false} onBlur={(e) => change({ id: text(e.target.value) })} />
        {companyId === undefined ? (
          <TextField label={t`Company no.`} fullWidth={false} inputMode="numeric"
            onBlur={(e) => change({ companyId: /^\d+$/.test(e.target.value.trim()) ? Number(e.target.value) : undefined })} />
        ) : null}
        <SelectField label={t`Lead type`} value={filters.type ?? ''} fullWidth={false}
          onChange={(e) => change({ type: (e.target.value || undefined) as LeadFilters['type'] })}>
          <option value="">{t`All types`}</option>
          {Object.entries(LEAD_TYPE_LABELS).map(([type, label]) => <option key={type} value={type}>{i18n._(label)}</option>)}
        </SelectField>
        <TextField label={t`Customer name`} fullWidth={false} autoComplete="off" onBlur={(e) => change({ name: text(e.target.value) })} />
        <TextField label={t`Make`} fullWidth={false} onBlur={(e) => change({ make: text(e.target.value) })} />
        <TextField label={t`Model`} fullWidth={false} onBlur={(e) => change({ model: text(e.target.value) })} />
        <SelectField label={t`Status`} value={filters.status ?? ''} fullWidth={false}
          onChange={(e) => change({ status: (e.target.value || undefined) as LeadFilters['status'] })}>
          <option value="">{t`All statuses`}</option>
          {LEAD_STATUSES.map((s) => <option key={s} value={s}>{i18n._(LEAD_STATUS_LABELS[s])}</option>)}
        </SelectField>
        <DateField label={t`Start date`} value={filters.startDate!} onValid={(startDate) => change({ startDate })} />
        <DateField label={t`End date`} value={filters.endDate!} onValid={(endDate) => change({ endDate })} />
      </form>
      {leads.isError ? <Alert variant="error">{i18n._(problemMessage(leads.error))}</Alert> : null}
      {leads.isPending ? <LoadingArea /> : leads.data ? (
        <>
          <p><Trans>{leads.data.total} leads</Trans></p>
          <table className="dealer-table">
            <thead>
              <tr>
                <th><Trans>Date</Trans></th><th><Trans>Type</Trans></th><th><Trans>Vehicle</Trans></th><th><Trans>Status</Trans></th>
                <th><Trans>Stage</Trans></th><th><Trans>Response time</Trans></th>
                {companyId === undefined ? <th><Trans>Company no.</Trans></th> : null}<th><Trans>Details</Trans></th>
              </tr>
            </thead>
            <tbody>
              {leads.data.items.map((l) => (
                <Fragment key={l.leadId}>
                  <tr data-lead={l.leadId}>
                    <td>{f.longDate(l.createdAt)}</td>
                    <td>{i18n._(LEAD_TYPE_LABELS[l.type])}</td>
                    <td>{[l.year, l.make, l.model].filter(Boolean).join(' ')}</td>
                    <td>{i18n._(LEAD_STATUS_LABELS[l.status])}</td>
                    <td data-field="stage">{i18n._(LEAD_STAGE_LABELS[l.stage])}</td>
                    <td data-field="response-time">{l.responseSeconds === null ? t`Not contacted yet` : duration(l.responseSeconds)}</td>
                    {companyId === undefined ? <td>{companyNumberText(l.companyId)}</td> : null}
                    <td>
                      <Button size="small" variant="outlined" aria-expanded={open === l.leadId} onClick={() => setOpen(open === l.leadId ? null : l.leadId)}>
                        <Trans>Details</Trans>
                      </Button>
                    </td>
                  </tr>
                  {/* The card spans the table's width, under its lead (readable at 390 px and 1366 px). */}
                  {open === l.leadId ? <tr className="dealer-lead-row"><td colSpan={companyId === undefined ? 8 : 7}><LeadTimeline leadId={l.leadId} /></td></tr> : null}
                </Fragment>
              ))}
            </tbody>
          </table>
          {leads.data.items.length === 0 ? <p><Trans>No lead matches these filters.</Trans></p> : null}
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      ) : null}
    </Card>
  );
}

/** A lead's details: its contact card, the dealer's work on it, its timeline, and where it was emailed. */
function LeadTimeline({ leadId }: { leadId: string }) {
  return (
    <div className="dealer-lead-details">
      <LeadCard leadId={leadId} />
      <p><a href={leadAdfUrl(leadId)} download><Trans>Download this lead as ADF/XML</Trans></a></p>
      <LeadDeliveries leadId={leadId} />
    </div>
  );
}

/** Where the lead was emailed with its ADF file: a badge per company lead address (a failed one is retried). */
function LeadDeliveries({ leadId }: { leadId: string }) {
  const { t, i18n } = useLingui();
  const deliveries = useLeadDeliveries(leadId);
  if (deliveries.isPending) return <LoadingArea />;
  if (deliveries.isError) return <Alert variant="error">{i18n._(problemMessage(deliveries.error))}</Alert>;
  if (deliveries.data.items.length === 0) return <p><Trans>Not emailed to the company yet.</Trans></p>;
  return (
    <ul className="dealer-deliveries" aria-label={t`Lead emails`}>
      {deliveries.data.items.map((d) => (
        <li key={d.address}>
          {d.address}{' '}
          <span className={d.status === 'sent' ? 'badge badge--success' : 'badge'}>{i18n._(DELIVERY_STATUS_LABELS[d.status])}</span>
          {d.status === 'failed' ? <> <Trans>{d.attempts} attempts, retried automatically: {d.lastError}</Trans></> : null}
        </li>
      ))}
    </ul>
  );
}

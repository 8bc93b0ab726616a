import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea, SelectField, TextField } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { useLeadStatistics, type StatisticsFilters } from '../api/leads';
import { fromSlashed, lastDays, toSlashed } from '../date-range';
import { LEAD_TYPE_LABELS } from '../labels';
import '../problem-messages';
import { BarChart } from './bar-chart';
import { ConfigurationTab } from './configuration-tab';
import { useDuration } from '../duration';
import './dealer.css';
import { LiveInbox } from './live-inbox';
import { WaitingHoldsNotice } from './waiting-holds';

/** Spec §9: the dashboard shows the last 10 days, ending today. */
export const DASHBOARD_DAYS = 10;

/**
 * `/{lang}/company/{companyId}/dashboard`: the company's leads by type, make, model and day over a date range, with
 * tiles for new leads, deposits, signed contracts and conversion (spec §3 dashboard filters).
 */
export function DashboardPage({ companyId }: { companyId: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Dealership dashboard`);
  const [defaults] = useState(() => lastDays(DASHBOARD_DAYS, new Date()));
  const [filters, setFilters] = useState<StatisticsFilters>({ companyId, ...defaults });
  const stats = useLeadStatistics(filters);
  const f = useFormat();
  const lang = useLang();
  const duration = useDuration();

  return (
    <Card className="dealer">
      <div className="page-header">
        <h1 className="page__title"><Trans>Dealership dashboard</Trans></h1>
        <Button asChild variant="outlined" size="small">
          <Link to="/$lang/company/$companyId/inventory-imports" params={{ lang, companyId: String(companyId) }}><Trans>Import my inventory (CSV)</Trans></Link>
        </Button>
      </div>
      <WaitingHoldsNotice companyId={companyId} />
      <LiveInbox companyId={companyId} />
      <DashboardFilters filters={filters} onChange={(f) => setFilters({ ...f, companyId })} />
      {stats.isError ? <Alert variant="error">{i18n._(problemMessage(stats.error))}</Alert> : null}
      {stats.isPending ? <LoadingArea /> : stats.data ? (
        <>
          <ul className="dealer-tiles" aria-label={t`Lead figures`}>
            <Tile label={t`New leads`} value={f.number(stats.data.tiles.newLeads)} name="new-leads" />
            <Tile label={t`Deposits`} value={f.number(stats.data.tiles.deposits)} name="deposits" />
            <Tile label={t`Signed contracts`} value={f.number(stats.data.tiles.signed)} name="signed" />
            <Tile label={t`Conversion`} value={f.percent(stats.data.tiles.conversion * 100, { maximumFractionDigits: 1 })} name="conversion" />
            <Tile label={t`Median time to first contact`} name="response-time"
              value={stats.data.responseTimes.medianSeconds === null ? '—' : duration(stats.data.responseTimes.medianSeconds)} />
            <Tile label={t`Leads not contacted yet`} value={f.number(stats.data.responseTimes.waiting)} name="waiting" />
          </ul>
          {stats.data.responseTimes.bySalesperson.length > 0 ? (
            <table className="dealer-table" aria-label={t`Response time by salesperson`}>
              <thead><tr><th><Trans>Salesperson</Trans></th><th><Trans>Leads contacted</Trans></th><th><Trans>Median time to first contact</Trans></th></tr></thead>
              <tbody>
                {stats.data.responseTimes.bySalesperson.map((p) => (
                  <tr key={p.userId} data-salesperson={p.userId}>
                    <td>{p.name}</td><td>{f.number(p.contacted)}</td><td>{p.medianSeconds === null ? '—' : duration(p.medianSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <details className="dealer-target">
            <summary><Trans>Response target</Trans></summary>
            <ConfigurationTab section="leads" companyId={companyId} />
          </details>
          <div className="dealer-charts">
            <BarChart title={t`Leads by type`} empty={t`No lead in this period.`}
              bars={stats.data.byType.map((b) => ({ label: i18n._(LEAD_TYPE_LABELS[b.type]), value: b.count }))} />
            <BarChart title={t`Leads by make`} empty={t`No lead in this period.`}
              bars={stats.data.byMake.slice(0, 10).map((b) => ({ label: b.make, value: b.count }))} />
            <BarChart title={t`Leads by model`} empty={t`No lead in this period.`}
              bars={stats.data.byModel.slice(0, 10).map((b) => ({ label: `${b.make} ${b.model}`, value: b.count }))} />
            <BarChart title={t`Leads per day`} empty={t`No lead in this period.`}
              bars={stats.data.perDay.map((b) => ({ label: toSlashed(b.day), value: b.count }))} />
          </div>
        </>
      ) : null}
    </Card>
  );
}

function Tile({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <li className="dealer-tile" data-tile={name}>
      <span className="dealer-tile__value">{value}</span>
      <span className="dealer-tile__label">{label}</span>
    </li>
  );
}

/** Type, make, model and the date range (YYYY/MM/DD); a date is applied once it is a real date. */
function DashboardFilters({ filters, onChange }: { filters: StatisticsFilters; onChange: (f: StatisticsFilters) => void }) {
  const { t, i18n } = useLingui();
  return (
    <form className="dealer-filters" onSubmit={(e) => e.preventDefault()} aria-label={t`Filters`}>
      <SelectField label={t`Lead type`} value={filters.type ?? ''} fullWidth={false}
        onChange={(e) => onChange({ ...filters, type: (e.target.value || undefined) as StatisticsFilters['type'] })}>
        <option value="">{t`All types`}</option>
        {Object.entries(LEAD_TYPE_LABELS).map(([type, label]) => <option key={type} value={type}>{i18n._(label)}</option>)}
      </SelectField>
      <TextField label={t`Make`} defaultValue={filters.make ?? ''} fullWidth={false}
        onBlur={(e) => onChange({ ...filters, make: e.target.value.trim() || undefined })} />
      <TextField label={t`Model`} defaultValue={filters.model ?? ''} fullWidth={false}
        onBlur={(e) => onChange({ ...filters, model: e.target.value.trim() || undefined })} />
      <DateField label={t`Start date`} value={filters.startDate!} onValid={(startDate) => onChange({ ...filters, startDate })} />
      <DateField label={t`End date`} value={filters.endDate!} onValid={(endDate) => onChange({ ...filters, endDate })} />
    </form>
  );
}

/** A date typed as YYYY/MM/DD: its error shows once the field is left (spec §5). */
export function DateField({ label, value, onValid }: { label: string; value: string; onValid: (iso: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(toSlashed(value));
  const [touched, setTouched] = useState(false);
  const valid = fromSlashed(text) !== null;
  return (
    <TextField label={label} value={text} fullWidth={false} inputMode="numeric" placeholder={t`YYYY/MM/DD`}
      helperText={t`YYYY/MM/DD`} error={valid ? null : t`Use the format YYYY/MM/DD`} touched={touched}
      onChange={(e) => {
        setText(e.target.value);
        const iso = fromSlashed(e.target.value);
        if (iso) onValid(iso);
      }}
      onBlur={() => setTouched(true)} />
  );
}

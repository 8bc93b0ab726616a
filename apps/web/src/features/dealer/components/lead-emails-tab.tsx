import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_ROUTE_TYPES, type LeadRouteBody } from '@marketplace/contracts/dealer/companies.routes';
import { Alert, Button, CheckboxField, LoadingArea, TextField, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { ValidationCode, validationMessage } from '../../../lib/validation';
import { useCompanyEmails, useSaveCompanyEmails } from '../api/companies';

type LeadType = (typeof LEAD_ROUTE_TYPES)[number];
const TYPE_LABELS = { buy_online: msg`Buy online`, trade_in: msg`Trade-in`, credit: msg`Credit` } as const;

/** One address as edited: its routing by lead type, make and brand (makes and brands as comma-separated text). */
interface Row { key: number; email: string; leadTypes: LeadType[]; makes: string; brands: string }

const list = (text: string) => text.split(',').map((x) => x.trim()).filter(Boolean);
const rowOf = (email: string, route: LeadRouteBody | undefined, key: number): Row => ({
  key, email, leadTypes: [...(route?.leadTypes ?? [])], makes: (route?.makes ?? []).join(', '), brands: (route?.brands ?? []).join(', '),
});

/**
 * The company's lead addresses and their routing (issue #45): each address receives every lead, or only those of the
 * lead types, makes and brands it names. `readOnly`: the same, as text (a dealer who is not a manager).
 */
export function LeadEmailsTab({ companyId, readOnly }: { companyId: number; readOnly: boolean }) {
  const { i18n } = useLingui();
  const emails = useCompanyEmails(companyId);
  if (emails.isPending) return <LoadingArea />;
  if (emails.isError) return <Alert variant="error">{i18n._(problemMessage(emails.error))}</Alert>;
  const rows = emails.data.emails.map((e, i) => rowOf(e, emails.data.routes?.find((r) => r.email === e), i));
  if (readOnly) return <LeadEmailsSummary rows={rows} />;
  return <LeadEmailsForm key={emails.data.version} companyId={companyId} version={emails.data.version} initial={rows} />;
}

/** What an address receives, in words: its lead types, makes and brands, or `every` when it names none. */
function routeText(row: Row, i18n: ReturnType<typeof useLingui>['i18n'], every: string): string {
  const parts = [
    row.leadTypes.length ? row.leadTypes.map((x) => i18n._(TYPE_LABELS[x])).join(', ') : null,
    row.makes || null,
    row.brands || null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : every;
}

function LeadEmailsSummary({ rows }: { rows: Row[] }) {
  const { t, i18n } = useLingui();
  if (rows.length === 0) return <p><Trans>No lead email address yet.</Trans></p>;
  return (
    <>
      <ul aria-label={t`Lead email addresses`}>
        {rows.map((r) => <li key={r.key}>{r.email} — {routeText(r, i18n, t`Every lead`)}</li>)}
      </ul>
      <p className="dealer-read-only"><Trans>Only a manager of the company can change where its leads go.</Trans></p>
    </>
  );
}

function LeadEmailsForm({ companyId, version, initial }: { companyId: number; version: number; initial: Row[] }) {
  const { t, i18n } = useLingui();
  const save = useSaveCompanyEmails();
  const snackbar = useSnackbar();
  const [rows, setRows] = useState<Row[]>(initial);
  const [next, setNext] = useState(initial.length);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const update = (key: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const fieldError = (path: string) => {
    const code = fieldErrors[path] ?? fieldErrors[`body.${path}`];
    // The contract refuses a malformed address as invalid input: under an email field, that reads as an invalid email.
    const descriptor = validationMessage(code === 'validation.invalid_input' ? ValidationCode.emailInvalid : code);
    return descriptor ? i18n._(descriptor) : null;
  };
  const submit = async () => {
    setError(null);
    setFieldErrors({});
    const kept = rows.filter((r) => r.email.trim() !== '');
    const routes = kept
      .map((r) => ({ email: r.email.trim(), leadTypes: r.leadTypes, makes: list(r.makes), brands: list(r.brands) }))
      .filter((r) => r.leadTypes.length + r.makes.length + r.brands.length > 0);
    try {
      await save.mutateAsync({ companyId, expectedVersion: version, emails: kept.map((r) => r.email.trim()), routes });
      snackbar.enqueue({ message: t`The lead emails are saved.`, variant: 'success' });
    } catch (e) {
      if (isApiError(e, 'eventstore.wrong_expected_version')) setError(t`Someone else changed this company. Reload the page to see their changes.`);
      else {
        if (isApiError(e)) setFieldErrors(e.fieldErrors());
        setError(i18n._(problemMessage(e)));
      }
    }
  };
  return (
    <div className="form-grid">
      {error ? <Alert variant="error">{error}</Alert> : null}
      {rows.map((r, i) => (
        <fieldset key={r.key} className="dealer-route">
          <legend>{t`Lead address ${i + 1}`}</legend>
          <TextField label={t`Email`} type="email" value={r.email} touched error={fieldError(`emails.${i}`) ?? fieldError(`routes.${i}.email`)}
            onChange={(e) => update(r.key, { email: e.target.value })} />
          <div role="group" aria-label={t`Lead types (none: every type)`}>
            {LEAD_ROUTE_TYPES.map((type) => (
              <CheckboxField key={type} label={i18n._(TYPE_LABELS[type])} checked={r.leadTypes.includes(type)}
                onChange={(e) => update(r.key, { leadTypes: e.target.checked ? [...r.leadTypes, type] : r.leadTypes.filter((x) => x !== type) })} />
            ))}
          </div>
          <TextField label={t`Makes, separated by commas (empty: every make)`} value={r.makes} onChange={(e) => update(r.key, { makes: e.target.value })} />
          <TextField label={t`Brands, separated by commas (empty: every brand)`} value={r.brands} onChange={(e) => update(r.key, { brands: e.target.value })} />
          <Button size="small" variant="outlined" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>{t`Remove the address ${i + 1}`}</Button>
        </fieldset>
      ))}
      <div className="form-actions">
        <Button variant="outlined" onClick={() => { setRows((rs) => [...rs, rowOf('', undefined, next)]); setNext(next + 1); }}><Trans>Add an address</Trans></Button>
        <Button loading={save.isPending} onClick={() => void submit()}><Trans>Save</Trans></Button>
      </div>
    </div>
  );
}

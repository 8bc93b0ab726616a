import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffReturnItemSchema } from '@marketplace/contracts/purchase/returns.routes';
import { Alert, Button, Card, TextField } from '@marketplace/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { formatLongDate } from '../../../lib/dates';
import { problemMessage } from '../../../lib/problem-messages';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';
import { useStaffReturns, useStaffReturnStep, type StaffReturnStep } from '../api/staff-returns';

type Item = z.output<typeof StaffReturnItemSchema>;

const STATUS = {
  requested: msg`Return requested`, pickup_scheduled: msg`Pickup scheduled`, inspected: msg`Inspected, refund to issue`, refunded: msg`Refunded`,
} as const;

/** A datetime-local value (the staff's own time zone) as an ISO instant, or null when empty or unreadable. */
const instantOf = (local: string): string | null => {
  const ms = Date.parse(local);
  return local && !Number.isNaN(ms) ? new Date(ms).toISOString() : null;
};
const kmOf = (text: string): number | null => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/** One step's form state and outcome: the mutation, its error in the reader's language. */
function useStep() {
  const { i18n } = useLingui();
  const mutation = useStaffReturnStep();
  const [error, setError] = useState<string | null>(null);
  const run = (step: StaffReturnStep | null, invalid: string) => {
    if (!step) {
      setError(invalid);
      return;
    }
    setError(null);
    mutation.mutate(step, { onError: (e) => setError(i18n._(problemMessage(e))) });
  };
  return { run, error, pending: mutation.isPending };
}

/**
 * Staff's side of the 7-day money-back return (issue #16 item 8), on the vehicle and transaction screens: record a
 * delivery (the buyer's 7 days start), then for each return schedule the pickup, record the inspection, issue the refund.
 */
export function StaffReturnsPanel({ vehicleId }: { vehicleId?: string }) {
  const returns = useStaffReturns(vehicleId);
  return (
    <Card aria-labelledby="staff-returns-title">
      <h2 id="staff-returns-title" className="card-title">
        <Trans>Deliveries and 7-day returns</Trans>
      </h2>
      <RecordDelivery />
      <QueryState query={returns} isEmpty={(d) => d.items.length === 0} empty={<p><Trans>No return to handle.</Trans></p>}>
        {(d) => (
          <ul className="stack-list">
            {d.items.map((item) => (
              <li key={item.transactionId}>
                <ReturnRow item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function RecordDelivery() {
  const { t } = useLingui();
  const { run, error, pending } = useStep();
  const [transactionId, setTransactionId] = useState('');
  const [deliveredAt, setDeliveredAt] = useState('');
  const [odometer, setOdometer] = useState('');
  const submit = () => {
    const at = instantOf(deliveredAt);
    const km = kmOf(odometer);
    run(at && km !== null && transactionId.trim() ? { step: 'delivery', body: { transactionId: transactionId.trim(), deliveredAt: at, odometerKm: km } } : null,
      t`Enter the transaction number, the delivery date and time, and the odometer in km.`);
  };
  return (
    <form className="form-grid" aria-label={t`Record a delivery`} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <TextField label={t`Transaction number`} value={transactionId} onChange={(e) => setTransactionId(e.target.value)} required />
      <TextField label={t`Delivered on`} type="datetime-local" value={deliveredAt} onChange={(e) => setDeliveredAt(e.target.value)} required />
      <TextField label={t`Odometer at delivery (km)`} inputMode="numeric" value={odometer} onChange={(e) => setOdometer(e.target.value)} required />
      <div className="form-actions">
        <Button type="submit" loading={pending}>
          <Trans>Record the delivery</Trans>
        </Button>
      </div>
    </form>
  );
}

function ReturnRow({ item }: { item: Item }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { run, error, pending } = useStep();
  const [pickupAt, setPickupAt] = useState('');
  const [odometer, setOdometer] = useState('');
  const [notes, setNotes] = useState('');
  const transactionId = item.transactionId;
  const requested = formatLongDate(item.requestedAt, lang);
  const pickup = item.pickupAt ? formatLongDate(item.pickupAt, lang) : null;
  return (
    <div className="stack">
      <p>
        <strong>{item.vehicle}</strong> — {i18n._(STATUS[item.status])} — <Trans>requested on {requested}</Trans>
        {pickup ? <> — <Trans>pickup {pickup}</Trans></> : null}
      </p>
      <p className="transaction-row__id">{transactionId}</p>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {item.status === 'requested' || item.status === 'pickup_scheduled' ? (
        <div className="form-actions">
          <TextField label={t`Pickup on`} type="datetime-local" value={pickupAt} onChange={(e) => setPickupAt(e.target.value)} />
          <Button size="small" loading={pending}
            onClick={() => { const at = instantOf(pickupAt); run(at ? { step: 'pickup', body: { transactionId, pickupAt: at } } : null, t`Choose the pickup date and time.`); }}>
            <Trans>Schedule the pickup</Trans>
          </Button>
        </div>
      ) : null}
      {item.status === 'pickup_scheduled' ? (
        <div className="form-actions">
          <TextField label={t`Odometer at inspection (km)`} inputMode="numeric" value={odometer} onChange={(e) => setOdometer(e.target.value)} />
          <TextField label={t`Inspection notes`} value={notes} onChange={(e) => setNotes(e.target.value)} />
          <Button size="small" loading={pending}
            onClick={() => { const km = kmOf(odometer); run(km !== null ? { step: 'inspection', body: { transactionId, odometerKm: km, notes } } : null, t`Enter the odometer in km.`); }}>
            <Trans>Record the inspection</Trans>
          </Button>
        </div>
      ) : null}
      {item.status === 'inspected' ? (
        <Button size="small" loading={pending} onClick={() => run({ step: 'refund', body: { transactionId } }, '')}>
          <Trans>Issue the refund</Trans>
        </Button>
      ) : null}
    </div>
  );
}

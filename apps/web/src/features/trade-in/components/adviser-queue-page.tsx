import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type { AdviserQueueItemSchema } from '@marketplace/contracts/trade-in/adviser.routes';
import { Alert, Button, Card, LoadingArea, TextField } from '@marketplace/ui';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem-messages';
import '../problem-messages';
import { useAdviserQueue, useSetValueByAdviser } from '../api/adviser-queue';
import './trade-in.css';

type Item = z.output<typeof AdviserQueueItemSchema>;

/** /{lang}/shopicarTeam/trade-in-advisers: the trade-ins the model cannot value; an adviser sets each value with a reason. */
export function AdviserQueuePage() {
  const queue = useAdviserQueue();
  return (
    <Card className="trade-in">
      <h1><Trans>Trade-ins to value</Trans></h1>
      {queue.isPending ? <LoadingArea /> : (
        <table className="trade-in__table">
          <thead>
            <tr><th><Trans>Vehicle</Trans></th><th><Trans>Why</Trans></th><th><Trans>Actions</Trans></th></tr>
          </thead>
          <tbody>
            {(queue.data?.items ?? []).map((item) => <QueueRow key={item.tradeInId} item={item} />)}
          </tbody>
        </table>
      )}
      {queue.data?.items.length === 0 ? <p><Trans>No trade-in is waiting for an adviser.</Trans></p> : null}
    </Card>
  );
}

function QueueRow({ item }: { item: Item }) {
  const { t, i18n } = useLingui();
  const set = useSetValueByAdviser();
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const why = {
    no_price_record: t`No price record`, branded_title: t`Salvage or flood title`, too_old: t`Too old for the model`,
    mileage_over_limit: t`More than 500,000 km`, customer_request: t`The customer asked for an adviser`,
  }[item.reason];
  const dollars = Number(value.replace(/[\s,$]/g, ''));
  const valid = value.trim() !== '' && Number.isFinite(dollars) && dollars >= 0 && reason.trim() !== '';
  const submit = async () => {
    setError(null);
    try {
      await set.mutateAsync({ tradeInId: item.tradeInId, expectedVersion: item.version, value: Math.round(dollars * 100), reason });
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  return (
    <tr data-trade-in={item.tradeInId}>
      <td>{item.vehicle.year} {item.vehicle.make} {item.vehicle.model} {item.vehicle.trim ?? ''}</td>
      <td>{why}{item.note ? <><br />{item.note}</> : null}</td>
      <td>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <TextField label={t`Value ($)`} value={value} onChange={(e) => setValue(e.target.value)} inputMode="decimal" helperText={t`Required`} required />
        <TextField label={t`Reason`} value={reason} onChange={(e) => setReason(e.target.value)} helperText={t`Required`} required />
        <Button size="small" disabled={!valid} loading={set.isPending} onClick={() => void submit()}><Trans>Set the value</Trans></Button>
      </td>
    </tr>
  );
}

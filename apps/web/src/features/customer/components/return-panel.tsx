import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RETURN_REASONS, requestVehicleReturnRoute } from '@marketplace/contracts/purchase/returns.routes';
import { Alert, Button } from '@marketplace/ui';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatLongDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import { numberText } from '../../../lib/form-fields';
import { formResolver } from '../../../lib/form-resolver';
import { FormSelectField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { useRequestVehicleReturn, useVehicleReturn, type VehicleReturn } from '../api/vehicle-return';

const REASON = { changed_mind: msg`I changed my mind`, not_as_described: msg`The vehicle is not as described`, other: msg`Another reason` } as const;
const STATUS = {
  requested: msg`Return requested: we will contact you to schedule the pickup.`,
  pickup_scheduled: msg`Pickup scheduled`,
  inspected: msg`Vehicle inspected: your refund follows.`,
  refunded: msg`Refund issued`,
} as const;
const REFUSAL: Record<string, ReturnType<typeof msg>> = {
  'purchase.return_window_closed': msg`Returns are accepted within 7 days of delivery.`,
  'purchase.return_distance_exceeded': msg`Returns are accepted up to 750 km after delivery.`,
  'purchase.invalid_odometer': msg`Enter the odometer reading in kilometres, not below the one at delivery.`,
  'purchase.return_not_delivered': msg`The vehicle has not been delivered yet.`,
};

const RequestSchema = z.object({
  odometerKm: numberText(requestVehicleReturnRoute.body.shape.odometerKm),
  reason: z.enum(RETURN_REASONS),
});
type RequestValues = z.input<typeof RequestSchema>;

/**
 * The 7-day money-back return of a delivered vehicle (issue #16 item 8): its status, or the request form while it may be
 * asked. Nothing before the delivery, nor once the window closed without a request. `title` names the vehicle where the
 * panel is not under its own heading (the dashboard's transactions card).
 */
export function ReturnPanel({ transactionId, title }: { transactionId: string; title?: string }) {
  const query = useVehicleReturn(transactionId);
  const data = query.data;
  if (!data?.delivery) return null;
  return <ReturnState data={data} title={title} />;
}

function ReturnState({ data, title }: { data: VehicleReturn; title?: string }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const [asking, setAsking] = useState(false);
  // When the panel was shown: the window is read against it (render stays pure).
  const [shownAt] = useState(() => Date.now());
  const r = data.return;
  const delivery = data.delivery!;
  const titled = (body: ReactNode) =>
    title ? (
      <div className="return-panel" aria-label={title}>
        <p>
          <strong>{title}</strong>
        </p>
        {body}
      </div>
    ) : (
      body
    );
  if (r) {
    const refunded = r.refund ? money(r.refund.amount, lang) : '';
    const pickup = r.pickupAt ? formatLongDate(r.pickupAt, lang) : '';
    return titled(
      <p className="badge" data-testid="return-status">
        {i18n._(STATUS[r.status])}
        {r.status === 'pickup_scheduled' ? <> : {pickup}</> : null}
        {r.status === 'refunded' ? <> : {refunded}</> : null}
      </p>,
    );
  }
  const until = formatLongDate(delivery.returnUntil, lang);
  if (Date.parse(delivery.returnUntil) < shownAt) return null;
  return titled(
    asking ? (
      <RequestForm transactionId={data.transactionId} onCancel={() => setAsking(false)} />
    ) : (
      <p>
        <Trans>7-day money-back guarantee: you may return the vehicle until {until}, within 750 km.</Trans>{' '}
        <Button size="small" variant="outlined" onClick={() => setAsking(true)}>
          <Trans>Return this vehicle</Trans>
        </Button>
      </p>
    ),
  );
}

function RequestForm({ transactionId, onCancel }: { transactionId: string; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const mutation = useRequestVehicleReturn(transactionId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RequestValues, unknown, z.output<typeof RequestSchema>>({
    resolver: formResolver(RequestSchema), mode: 'onTouched', defaultValues: { odometerKm: '', reason: 'changed_mind' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(values);
    } catch (e) {
      const refusal = isApiError(e) ? REFUSAL[e.code] : undefined;
      setError(i18n._(refusal ?? problemMessage(e)));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form-grid" aria-label={t`Return this vehicle`}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormTextField<RequestValues> name="odometerKm" label={t`Odometer today (km)`} inputMode="numeric" required />
        <FormSelectField<RequestValues> name="reason" label={t`Reason`} required>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {i18n._(REASON[reason])}
            </option>
          ))}
        </FormSelectField>
        <div className="form-actions">
          <Button variant="text" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Request the return</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { saveDeliveryRoute } from '@marketplace/contracts/purchase';
import { Alert, Button, LoadingArea } from '@marketplace/ui';
import { normalizePostalCode } from '@marketplace/domain/shared';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../../lib/form-resolver';
import { FormCheckbox, FormTextField } from '../../../../lib/forms';
import { isApiError } from '../../../../lib/http';
import { problemMessage } from '../../../../lib/problem-messages';
import { addFormIssue } from '../../../../lib/validation';
import { useDeliveryDetails } from '../../api/get-delivery-details';
import { useFormDetails } from '../../api/get-form-details';
import { useSaveDelivery } from '../../api/save-delivery';
import { money } from '../../format';
import { applyServerErrors } from '../../server-errors';
import { useDirtyGuard } from '../../use-dirty-guard';
import { AddressFields, provinceName } from '../form-fields';
import { StepActions } from './step-actions';
import type { StepProps } from './types';

type Values = {
  method: 'pickup' | 'delivery';
  touchless: boolean;
  date: string;
  address: { line1: string; line2: string; city: string; province: string; postalCode: string; phone: string };
};

const optional = (text: string) => (text.trim() ? text.trim() : undefined);
/** The request from the fields: the address only for a delivery. */
const toRequest = ({ method, touchless, date, address: a }: Values) => ({
  method, touchless, date: optional(date),
  address: method === 'delivery' ? { line1: a.line1, line2: optional(a.line2), city: a.city, province: a.province, postalCode: normalizePostalCode(a.postalCode) ?? a.postalCode } : undefined,
});

/** The contract's rules (the page adds the transaction), plus the earliest date the decider accepts, shown before sending. */
const schemaFor = (earliest: string) =>
  z.preprocess(
    (v) => toRequest(v as Values),
    saveDeliveryRoute.body.pick({ method: true, touchless: true, date: true, address: true })
      .superRefine((v, ctx) => addFormIssue(ctx, 'date', v.date < earliest && 'purchase.delivery_date_too_soon')),
  );

/** Step 5: pickup or delivery (within 350 km of the dealer), touchless option, date no earlier than today + 2 days. */
export function DeliveryStep(props: StepProps) {
  const details = useDeliveryDetails(props.transaction.transactionId);
  const form = useFormDetails(props.transaction.transactionId);
  if (details.isPending || form.isPending || !details.data) return <LoadingArea />;
  const d = details.data.delivery;
  const personal = form.data?.personalDetails;
  const billing = personal ? addressValues(personal.billing) : null;
  const shipping = personal?.shipping ? addressValues(personal.shipping) : billing;
  const initial: Values = {
    method: d?.method ?? 'pickup',
    touchless: d?.touchless ?? false,
    date: d && d.date >= details.data.earliestDate ? d.date : details.data.earliestDate,
    address: d?.address ? addressValues(d.address) : shipping ?? BLANK_ADDRESS,
  };
  return <DeliveryForm {...props} initial={initial} details={details.data} billing={billing} />;
}

const BLANK_ADDRESS: Values['address'] = { line1: '', line2: '', city: '', province: '', postalCode: '', phone: '' };
const addressValues = (a: { line1: string; line2?: string; city: string; province: string; postalCode: string }): Values['address'] => ({
  ...BLANK_ADDRESS, line1: a.line1, line2: a.line2 ?? '', city: a.city, province: a.province, postalCode: a.postalCode,
});

function DeliveryForm({ transaction, vehicleId, onDone, onBack, initial, details, billing }: StepProps & {
  initial: Values; details: NonNullable<ReturnType<typeof useDeliveryDetails>['data']>; billing: Values['address'] | null;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveDelivery(vehicleId);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<Values, unknown, z.output<ReturnType<typeof schemaFor>>>({ resolver: formResolver(schemaFor(details.earliestDate)), mode: 'onTouched', defaultValues: initial });
  const method = useWatch({ control: form.control, name: 'method' });
  const guard = useDirtyGuard(form.formState.isDirty, form.formState.isSubmitting || form.formState.isSubmitSuccessful);
  const fr = i18n.locale.startsWith('fr');
  const dealerProvince = provinceName(details.dealer.province, i18n.locale);
  const priceOf = (key: 'pickup' | 'delivery') => details.deliveryTypes.find((x) => x.key === key)?.price ?? 0;

  const onSubmit = form.handleSubmit(async (request) => {
    setError(null);
    try {
      await save.mutateAsync({ transactionId: transaction.transactionId, ...request });
      form.reset(form.getValues());
      onDone();
    } catch (e) {
      applyServerErrors(e, form.setError, ['body.']);
      setError(e);
    }
  });
  const deliveryError = isApiError(error) && ['purchase.delivery_out_of_range', 'purchase.delivery_route_unavailable'].includes(error.code);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {error ? <Alert variant="error" title={deliveryError ? t`Delivery not possible` : undefined}>{i18n._(problemMessage(error))}</Alert> : null}
        <div className="purchase__choices" role="radiogroup" aria-label={t`Delivery or pickup`}>
          {details.deliveryTypes.map((type) => (
            <label key={type.id} className="purchase-choice">
              <input type="radio" value={type.key} {...form.register('method')} />
              <span>
                <span className="purchase-choice__title">
                  {fr ? type.nameFr : type.nameEn} · {type.price ? money(type.price, i18n.locale) : t`Free`}
                </span>
                <span className="purchase-choice__text">
                  {type.key === 'pickup'
                    ? t`At ${details.dealer.name}, ${details.dealer.city}.`
                    : t`To your door, within ${details.maxDistanceKm} km of ${details.dealer.city}.`}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FormTextField<Values> name="date" type="date" min={details.earliestDate} label={method === 'pickup' ? t`Pickup date` : t`Delivery date`} required
          helperText={t`The earliest date is two days from today.`} />
        <FormCheckbox<Values> name="touchless" label={t`Touchless handover (no contact)`} />
        {method === 'delivery' ? (
          <>
            <p className="purchase__hint">
              <Trans>Enter the delivery address manually; it must match the address on your driver's licence.</Trans>
            </p>
            {billing ? (
              <Button type="button" variant="text" onClick={() => form.setValue('address', billing, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}>
                <Trans>Same as billing address</Trans>
              </Button>
            ) : null}
            <AddressFields<Values> prefix="address" legend={<Trans>Delivery address</Trans>} />
          </>
        ) : null}
        <p className="purchase-choice__text">
          {method === 'delivery' && priceOf('delivery') ? t`Delivery adds ${money(priceOf('delivery'), i18n.locale)} to the price.` : null}
        </p>
        {/* The server taxes where the vehicle is handed over (place of supply), never the billing province: say so. */}
        <p className="purchase__hint" data-testid="delivery-tax-province">
          {method === 'delivery'
            ? t`Sales taxes are those of the delivery address's province.`
            : t`Sales taxes are those of the dealer's province (${dealerProvince}), where you pick up the vehicle.`}
        </p>
        <StepActions saving={form.formState.isSubmitting} onBack={onBack} onReset={() => form.reset({ ...initial, method: 'pickup', touchless: false, date: details.earliestDate })} />
      </form>
      {guard}
    </FormProvider>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { TradeInDetails } from '@marketplace/contracts/trade-in/trade-in.routes';
import { TRADE_IN_FUEL_TYPES, TRADE_IN_MAX_VALUED_KM, TradeInBasicInformationSchema } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText, screenRule } from '../../../lib/form-fields';
import { problemMessage } from '../../../lib/problem-messages';
import { ValidationCode } from '../../../lib/validation';
import { useColors } from '../api/colors';
import { useDriveTrains } from '../api/drive-trains';
import { useEngines } from '../api/engines';
import { useAskAdviser, useSaveBasicInformation } from '../api/trade-in-commands';
import { useTransmissionTypes } from '../api/transmission-types';
import { applyFieldErrors } from './apply-field-errors';
import { TradeInSelect, TradeInTextField } from './fields';
import { FUEL_LABELS, PROVINCE_LABELS, specLabel } from './labels';

interface Values { mileage: string; color: string; transmission: string; drivetrain: string; fuelType: string; engine: string; province: string }

/**
 * The contract's step; the mileage may be typed with spaces or commas between thousands. Above 500,000 km the guide
 * does not value a vehicle (ADR 0058): refused here as on the server, with the adviser path.
 */
const Schema = TradeInBasicInformationSchema.extend({
  mileage: z.string().transform((typed) => typed.replace(/[\s,]/g, '')).pipe(
    z.string().min(1, ValidationCode.required).pipe(numberText(TradeInBasicInformationSchema.shape.mileage, 'trade_in.invalid_mileage')
      .superRefine(screenRule((km: number) => km > TRADE_IN_MAX_VALUED_KM && 'trade_in.mileage_over_limit'))),
  ),
});

/** Step 2: mileage, colour, transmission, drivetrain, fuel, engine, and the province the vehicle is registered in. */
export function BasicInformationStep({ tradeIn, onDone, onAdviser, mileage = '' }: {
  tradeIn: TradeInDetails; onDone: () => void; onAdviser: () => void; mileage?: string;
}) {
  const { t, i18n } = useLingui();
  const b = tradeIn.basic;
  const form = useForm<Values, unknown, z.output<typeof Schema>>({
    resolver: formResolver(Schema), mode: 'onTouched',
    defaultValues: b ? { ...b, mileage: String(b.mileage) } : { mileage, color: '', transmission: '', drivetrain: '', fuelType: '', engine: '', province: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBasicInformation();
  const askAdviser = useAskAdviser();
  const { errors } = useFormState({ control: form.control, name: 'mileage' });
  const overLimit = errors.mileage?.message === 'trade_in.mileage_over_limit';
  const toAdviser = async () => {
    setError(null);
    try {
      const typed = form.getValues('mileage').replace(/[\s,]/g, '');
      await askAdviser.mutateAsync({ tradeInId: tradeIn.tradeInId, note: `Mileage: ${typed} km` });
      onAdviser();
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  const options = tradeIn.vehicle.trimId !== null
    ? { trimId: tradeIn.vehicle.trimId }
    : { modelId: tradeIn.vehicle.modelId ?? undefined, year: tradeIn.vehicle.year };
  const colors = useColors();
  const transmissions = useTransmissionTypes(options);
  const drivetrains = useDriveTrains(options);
  const engines = useEngines(options);
  const french = i18n.locale.startsWith('fr');

  const onSubmit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await save.mutateAsync({
        tradeInId: tradeIn.tradeInId, expectedVersion: tradeIn.version,
        basic: v,
      });
      onDone();
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, 'body.basic.')) setError(i18n._(problemMessage(e)));
    }
  });

  const list = (r: { Response: { id: string; name: string }[] } | undefined) =>
    (r?.Response ?? []).map((o) => <option key={o.id} value={o.id}>{specLabel(o.name, i18n.locale)}</option>);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="trade-in__form">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <TradeInTextField<Values> name="mileage" label={t`Mileage (km)`} inputMode="numeric" />
        {overLimit ? (
          <Alert variant="warning">
            <p><Trans>Our guide values vehicles up to 500,000 km. An adviser can value yours and email you an offer.</Trans></p>
            <Button variant="secondary" size="small" loading={askAdviser.isPending} onClick={() => void toAdviser()}><Trans>Ask an adviser</Trans></Button>
          </Alert>
        ) : null}
        <div className="trade-in__columns">
          <TradeInSelect<Values> name="color" label={t`Colour`}>
            <option value="">—</option>
            {(colors.data?.items ?? []).map((c) => <option key={c.id} value={c.key}>{french ? c.nameFr : c.nameEn}</option>)}
          </TradeInSelect>
          <TradeInSelect<Values> name="transmission" label={t`Transmission`}><option value="">—</option>{list(transmissions.data)}</TradeInSelect>
          <TradeInSelect<Values> name="drivetrain" label={t`Drivetrain`}><option value="">—</option>{list(drivetrains.data)}</TradeInSelect>
          <TradeInSelect<Values> name="engine" label={t`Engine`}><option value="">—</option>{list(engines.data)}</TradeInSelect>
          <TradeInSelect<Values> name="fuelType" label={t`Fuel type`}>
            <option value="">—</option>
            {TRADE_IN_FUEL_TYPES.map((f) => <option key={f} value={f}>{i18n._(FUEL_LABELS[f])}</option>)}
          </TradeInSelect>
          <TradeInSelect<Values> name="province" label={t`Province of registration`}>
            <option value="">—</option>
            {Object.keys(PROVINCE_LABELS).map((p) => <option key={p} value={p}>{i18n._(PROVINCE_LABELS[p])}</option>)}
          </TradeInSelect>
        </div>
        <Button type="submit" loading={form.formState.isSubmitting}><Trans>Continue</Trans></Button>
      </form>
    </FormProvider>
  );
}

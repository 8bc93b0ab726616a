import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TradeInDetails } from '@marketplace/contracts/trade-in/trade-in.routes';
import { TRADE_IN_FUEL_TYPES } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { problemMessage } from '../../../lib/problem-messages';
import { useColors } from '../api/colors';
import { useDriveTrains } from '../api/drive-trains';
import { useEngines } from '../api/engines';
import { useSaveBasicInformation } from '../api/trade-in-commands';
import { useTransmissionTypes } from '../api/transmission-types';
import { applyFieldErrors } from './apply-field-errors';
import { TradeInSelect, TradeInTextField } from './fields';
import { FUEL_LABELS, PROVINCE_LABELS } from './labels';

const Schema = z.object({
  mileage: z.string().min(1, 'required').refine((v) => /^\d+$/.test(v.replace(/[\s,]/g, '')) && Number(v.replace(/[\s,]/g, '')) <= 1_000_000, 'trade_in.invalid_mileage'),
  color: z.string().min(1, 'required'),
  transmission: z.string().min(1, 'required'),
  drivetrain: z.string().min(1, 'required'),
  fuelType: z.string().min(1, 'required'),
  engine: z.string().min(1, 'required'),
  province: z.string().min(1, 'required'),
});
type Values = z.infer<typeof Schema>;

/** Step 2: mileage, colour, transmission, drivetrain, fuel, engine, and the province the vehicle is registered in. */
export function BasicInformationStep({ tradeIn, onDone, mileage = '' }: { tradeIn: TradeInDetails; onDone: () => void; mileage?: string }) {
  const { t, i18n } = useLingui();
  const b = tradeIn.basic;
  const form = useForm<Values>({
    resolver: zodResolver(Schema), mode: 'onTouched',
    defaultValues: b ? { ...b, mileage: String(b.mileage) } : { mileage, color: '', transmission: '', drivetrain: '', fuelType: '', engine: '', province: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBasicInformation();
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
        basic: { ...v, mileage: Number(v.mileage.replace(/[\s,]/g, '')), fuelType: v.fuelType as (typeof TRADE_IN_FUEL_TYPES)[number], province: v.province as 'QC' },
      });
      onDone();
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, 'body.basic.')) setError(i18n._(problemMessage(e)));
    }
  });

  const list = (r: { Response: { id: string; name: string }[] } | undefined) => (r?.Response ?? []).map((o) => <option key={o.id} value={o.id}>{o.name}</option>);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="trade-in__form">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <TradeInTextField<Values> name="mileage" label={t`Mileage (km)`} inputMode="numeric" />
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

import { Trans, useLingui } from '@lingui/react/macro';
import { AddGarageVehicleBodySchema } from '@marketplace/contracts/garage/garage.routes';
import { isValidVin, normalizeVin } from '@marketplace/domain/shared';
import { Alert, Button, Card } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormSelectField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { addFormIssue } from '../../../lib/validation';
import { useAddGarageVehicle } from '../api/garage-vehicles';
import { useMakes, useModels, useTrims, useVinDecode, useYears } from '../api/vehicle-choices';
import '../problem-messages';

type Values = Record<'vin' | 'year' | 'makeId' | 'modelId' | 'trimId' | 'kilometres', string>;
const EMPTY: Values = { vin: '', year: '', makeId: '', modelId: '', trimId: '', kilometres: '' };

const id = (v: string) => (v === '' ? null : Number(v));
/** The request: by VIN (with the model and trim when chosen) or by the catalog's year, make, model and trim. */
const toRequest = (v: Values) => ({
  vin: v.vin.trim() === '' ? null : normalizeVin(v.vin),
  year: id(v.year), makeId: id(v.makeId), modelId: id(v.modelId), trimId: id(v.trimId),
  kilometres: v.kilometres.trim() === '' ? undefined : Number(v.kilometres.replace(/[\s,]/g, '')),
});

const AddSchema = z.preprocess(
  (v) => toRequest(v as Values),
  // `when`: the VIN's check shows on its own, before the other fields are filled in.
  AddGarageVehicleBodySchema.superRefine(
    (b, ctx) => addFormIssue(ctx, 'vin', typeof b?.vin === 'string' && b.vin !== '' && !isValidVin(b.vin) && 'garage.invalid_vin'),
    { when: () => true },
  ),
);

/** Adds a car: the VIN (decoded: year and make filled) or year, make, model and trim from the catalog, and its kilometres. */
export function AddVehicleForm({ onAdded }: { onAdded: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<Values, unknown, z.output<typeof AddSchema>>({ resolver: formResolver(AddSchema), mode: 'onTouched', defaultValues: EMPTY });
  const [error, setError] = useState<string | null>(null);
  const add = useAddGarageVehicle();
  const decode = useVinDecode();
  const [year, makeId, modelId, vin] = useWatch({ control: form.control, name: ['year', 'makeId', 'modelId', 'vin'] });
  const years = useYears();
  const makes = useMakes(id(year));
  const models = useModels(id(year), id(makeId));
  const trims = useTrims(id(year), id(modelId));

  const onDecode = async () => {
    if (vin.trim() === '' || !isValidVin(normalizeVin(vin))) {
      form.setError('vin', { type: 'validate', message: 'garage.invalid_vin' });
      return;
    }
    try {
      const decoded = await decode.mutateAsync(normalizeVin(vin));
      form.setValue('year', String(decoded.year));
      form.setValue('makeId', decoded.make ? String(decoded.make.id) : '');
      form.setValue('modelId', decoded.models.length === 1 ? String(decoded.models[0].id) : '');
      form.setValue('trimId', '');
    } catch (e) {
      if (isApiError(e, 'trade_in.invalid_vin')) form.setError('vin', { type: 'server', message: 'garage.invalid_vin' });
      else setError(i18n._(problemMessage(e)));
    }
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await add.mutateAsync(body);
      form.reset(EMPTY);
      onAdded();
    } catch (e) {
      const field = isApiError(e) ? e.problem.errors?.[0]?.path.replace('body.', '') : undefined;
      if (isApiError(e) && field && field in EMPTY) form.setError(field as keyof Values, { type: 'server', message: e.code });
      else setError(i18n._(problemMessage(e)));
    }
  });

  return (
    <Card className="garage__add">
      <h2 className="card-title">
        <Trans>Add a vehicle</Trans>
      </h2>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="form-grid">
          {error ? <Alert variant="error">{error}</Alert> : null}
          <FormTextField<Values> name="vin" label={t`VIN (17 characters)`} maxLength={17} autoCapitalize="characters" spellCheck={false} helperText={null} />
          <Button type="button" variant="secondary" loading={decode.isPending} onClick={() => void onDecode()}>
            <Trans>Decode the VIN</Trans>
          </Button>
          <FormSelectField<Values> name="year" label={t`Year`} helperText={null}>
            <option value="">—</option>
            {(years.data?.items ?? []).map((y) => <option key={y} value={y}>{y}</option>)}
          </FormSelectField>
          <FormSelectField<Values> name="makeId" label={t`Make`} helperText={null}>
            <option value="">—</option>
            {(makes.data?.items ?? []).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
          </FormSelectField>
          <FormSelectField<Values> name="modelId" label={t`Model`} helperText={null}>
            <option value="">—</option>
            {(models.data?.items ?? []).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
          </FormSelectField>
          <FormSelectField<Values> name="trimId" label={t`Trim`} helperText={null}>
            <option value="">{t`I don't know`}</option>
            {(trims.data?.items ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </FormSelectField>
          <FormTextField<Values> name="kilometres" label={t`Kilometres`} inputMode="numeric" required helperText={null} />
          <Button type="submit" loading={add.isPending}>
            <Trans>Add to my garage</Trans>
          </Button>
        </form>
      </FormProvider>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { TradeInVehicleInputSchema } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button } from '@marketplace/ui';
import { isValidVin, normalizeVin } from '@marketplace/domain/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText, screenRule } from '../../../lib/form-fields';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import '../problem-messages';
import { ValidationCode } from '../../../lib/validation';
import { useMakes } from '../api/makes';
import { useModels } from '../api/models';
import { useSeries } from '../api/series';
import { useCreateStandAloneTradeIn, useCreateTradeIn } from '../api/trade-in-commands';
import { useVinDecode } from '../api/vin-decode';
import { useYears } from '../api/years';
import { TradeInSelect, TradeInTextField } from './fields';

interface Values { vin: string; year: string; makeId: string; makeName: string; modelId: string; modelName: string; trimId: string }

/**
 * The make or model choice for one the catalogue does not list (a rare vehicle, a make it does not carry): the customer
 * types it, advisers value it (ADR 0058).
 */
const UNLISTED = 'unlisted';
const EMPTY: Values = { vin: '', year: '', makeId: '', makeName: '', modelId: '', modelName: '', trimId: '' };

const vehicle = TradeInVehicleInputSchema.shape;
const chosen = (field: z.ZodType<number>) => numberText(field, ValidationCode.required);
/**
 * The contract's vehicle from the fields: no VIN or trim when left empty; a VIN is checked (check digit) before sending.
 * A make not listed is typed with its model; a model not listed is typed under a listed make.
 */
const Schema = z.preprocess(
  (v) => {
    const values = v as Values;
    const makeUnlisted = values.makeId === UNLISTED;
    const unlisted = makeUnlisted || values.modelId === UNLISTED;
    return {
      ...values, vin: values.vin.trim() || null, trimId: unlisted ? null : values.trimId || null,
      makeId: makeUnlisted ? null : values.makeId, makeName: makeUnlisted ? values.makeName : null,
      modelId: unlisted ? null : values.modelId, modelName: unlisted ? values.modelName : null,
    };
  },
  TradeInVehicleInputSchema.extend({
    vin: z.string().nullable()
      .superRefine(screenRule((vin) => vin !== null && !isValidVin(vin) && 'trade_in.invalid_vin'))
      .transform((vin) => (vin === null ? null : normalizeVin(vin))),
    year: chosen(vehicle.year),
    makeId: chosen(vehicle.makeId.unwrap()).nullable(),
    makeName: z.string().trim().min(1, ValidationCode.required).max(60).nullable(),
    modelId: chosen(vehicle.makeId.unwrap()).nullable(),
    modelName: z.string().trim().min(1, ValidationCode.required).max(60).nullable(),
    trimId: chosen(vehicle.makeId.unwrap()).nullable(),
  }),
);

/**
 * Step 1: the VIN (decoded: year and make filled) or year, make, model and trim from the catalog, or a make or model
 * the catalog does not list, typed (advisers value those). `standalone` (the trade-in brand's "Get an offer") starts a
 * standalone trade-in instead of the wizard's.
 */
export function VehicleStep({ onCreated, prefill = {}, standalone = false }: { onCreated: (tradeInId: string) => void; prefill?: Partial<Values>; standalone?: boolean }) {
  const { t, i18n } = useLingui();
  const form = useForm<Values, unknown, z.output<typeof Schema>>({
    resolver: formResolver(Schema), mode: 'onTouched',
    defaultValues: { ...EMPTY, ...prefill },
  });
  const [error, setError] = useState<string | null>(null);
  /** What the decoded VIN tells the customer (an older car, a make the catalogue does not carry). */
  const [decodedNote, setDecodedNote] = useState<ReactNode>(null);
  const decode = useVinDecode();
  const wizard = useCreateTradeIn();
  const standaloneCreate = useCreateStandAloneTradeIn();
  const create = standalone ? standaloneCreate : wizard;
  const [year, makeId, modelId, vin] = useWatch({ control: form.control, name: ['year', 'makeId', 'modelId', 'vin'] });
  // Clearing the VIN clears what it filled, its touched flag and its error (spec §5).
  const previousVin = useRef(vin);
  useEffect(() => {
    if (previousVin.current !== '' && vin === '') {
      form.reset(EMPTY);
      setDecodedNote(null);
    }
    previousVin.current = vin;
  }, [vin, form]);
  const years = useYears();
  const makes = useMakes({ year: Number(year) }, year !== '');
  const makeUnlisted = makeId === UNLISTED;
  const models = useModels({ makeId: Number(makeId), year: Number(year) }, year !== '' && makeId !== '' && !makeUnlisted);
  const listed = modelId !== '' && modelId !== UNLISTED;
  const series = useSeries({ modelId: Number(modelId), year: Number(year) }, year !== '' && listed);
  const valuedFrom = years.data?.valuedFrom;
  const oldestYear = String(valuedFrom ?? '');
  // The only model of the make (and year) is chosen for the customer (a decoded VIN included).
  const onlyModel = !makeUnlisted && models.data?.items.length === 1 ? String(models.data.items[0].id) : null;
  useEffect(() => {
    if (onlyModel && form.getValues('modelId') === '') form.setValue('modelId', onlyModel, { shouldValidate: true });
  }, [onlyModel, form]);

  const onDecode = async () => {
    if (!(await form.trigger('vin')) || vin.trim() === '') return;
    try {
      const decoded = await decode.mutateAsync(normalizeVin(vin));
      form.setValue('year', String(decoded.year), { shouldValidate: true });
      // A make the catalogue does not carry (a Tesla): "My make is not listed", its name typed for the customer.
      const unlistedMake = !decoded.make && decoded.decodedMake !== null;
      form.setValue('makeId', decoded.make ? String(decoded.make.id) : unlistedMake ? UNLISTED : '', { shouldValidate: true });
      form.setValue('makeName', unlistedMake ? decoded.decodedMake! : '', { shouldValidate: unlistedMake });
      form.setValue('modelId', decoded.models.length === 1 ? String(decoded.models[0].id) : '', { shouldValidate: decoded.models.length === 1 });
      const decodedYear = String(decoded.year);
      const maker = decoded.make?.name ?? decoded.decodedMake ?? decoded.manufacturer;
      setDecodedNote(
        !decoded.make ? (
          maker
            ? <Trans>This VIN is of a {decodedYear} {maker}, a make our guide does not list. Name your model: an adviser will value it and email you an offer.</Trans>
            : <Trans>We could not tell the make from this VIN ({decodedYear}). Choose it below, or type your make and model: an adviser will value it.</Trans>
        ) : valuedFrom !== undefined && decoded.year < valuedFrom ? (
          <Trans>Our guide values model years {oldestYear} and newer. Continue with your {decodedYear} {maker}: an adviser will value it and email you an offer.</Trans>
        ) : null,
      );
    } catch (e) {
      if (isApiError(e, 'trade_in.invalid_vin')) form.setError('vin', { type: 'server', message: 'trade_in.invalid_vin' });
      else setError(i18n._(problemMessage(e)));
    }
  };

  const onSubmit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      const created = await create.mutateAsync({ vehicle: v });
      onCreated(created.tradeInId);
    } catch (e) {
      const field = isApiError(e) ? e.problem.errors?.[0]?.path.replace('body.vehicle.', '') : undefined;
      if (field && field in v) form.setError(field as keyof Values, { type: 'server', message: (e as { code: string }).code });
      else setError(i18n._(problemMessage(e)));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="trade-in__form">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {decodedNote ? <Alert variant="info">{decodedNote}</Alert> : null}
        <div className="trade-in__vin">
          <TradeInTextField<Values> name="vin" label={t`VIN (17 characters)`} maxLength={17} autoCapitalize="characters" spellCheck={false} />
          <Button type="button" variant="secondary" loading={decode.isPending} onClick={() => void onDecode()}>
            <Trans>Decode the VIN</Trans>
          </Button>
        </div>
        <p><Trans>Or choose your vehicle:</Trans></p>
        <div className="trade-in__columns">
          <TradeInSelect<Values> name="year" label={t`Year`}>
            <option value="">—</option>
            {(years.data?.items ?? []).map((y) => <option key={y} value={y}>{y}</option>)}
          </TradeInSelect>
          <TradeInSelect<Values> name="makeId" label={t`Make`}>
            <option value="">—</option>
            {(makes.data?.items ?? []).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
            {year !== '' ? <option value={UNLISTED}>{t`My make is not listed`}</option> : null}
          </TradeInSelect>
          {makeUnlisted ? (
            <TradeInTextField<Values> name="makeName" label={t`Your make`} maxLength={60} autoComplete="off" />
          ) : (
            <TradeInSelect<Values> name="modelId" label={t`Model`}>
              <option value="">—</option>
              {(models.data?.items ?? []).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
              {makeId !== '' ? <option value={UNLISTED}>{t`My model is not listed`}</option> : null}
            </TradeInSelect>
          )}
          {makeUnlisted || modelId === UNLISTED ? (
            <TradeInTextField<Values> name="modelName" label={t`Your model`} maxLength={60} />
          ) : (
            <TradeInSelect<Values> name="trimId" label={t`Trim`} optional>
              <option value="">{t`I don't know`}</option>
              {(series.data?.items ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
            </TradeInSelect>
          )}
        </div>
        {makeUnlisted ? (
          <p className="trade-in__hint"><Trans>Our guide does not value a make it does not list: an adviser will value yours and email you an offer.</Trans></p>
        ) : modelId === UNLISTED ? (
          <p className="trade-in__hint"><Trans>Our guide does not value a model it does not list: an adviser will value yours and email you an offer.</Trans></p>
        ) : valuedFrom !== undefined && year !== '' && Number(year) < valuedFrom ? (
          <p className="trade-in__hint"><Trans>Our guide values model years {oldestYear} and newer: an adviser will value yours and email you an offer.</Trans></p>
        ) : null}
        <Button type="submit" loading={form.formState.isSubmitting}><Trans>Continue</Trans></Button>
      </form>
    </FormProvider>
  );
}

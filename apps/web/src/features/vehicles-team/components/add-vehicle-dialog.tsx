import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, useSnackbar } from '@marketplace/ui';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { ListVehicleBodySchema } from '@marketplace/contracts/catalog/admin-vehicles';
import { MAX_KILOMETRES } from '@marketplace/domain/catalog';
import { isValidVin, normalizeVin } from '@marketplace/domain/shared';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText, screenRule } from '../../../lib/form-fields';
import { FormSelectField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useLang } from '../../../lib/use-lang';
import { useAdminModels } from '../api/get-admin-models';
import { useGenericColours } from '../api/get-colours';
import { useMakes } from '../api/get-makes';
import { useTrims } from '../api/get-trims';
import { useListVehicle } from '../api/list-vehicle';
import { dollarsToCents, kilometresOf } from '../format';
import { CONDITION_LABELS } from '../labels';
import { teamProblemMessage } from '../problem-messages';

interface AddValues {
  vin: string;
  condition: 'new' | 'used';
  /** Screen only: narrows the models, then the trims. */
  makeId: string;
  modelId: string;
  trimId: string;
  kilometres: string;
  exteriorColourId: string;
  interiorColourId: string;
  price: string;
  companyId: string;
}
const body = ListVehicleBodySchema.shape;
/** The contract's fields from the form's text; the VIN's check digit is checked here first, as the server does. */
const AddSchema = z.object({
  vin: z
    .string()
    .transform(normalizeVin)
    .pipe(body.vin.superRefine(screenRule((vin: string) => !isValidVin(vin) && 'catalog.invalid_vin'))),
  condition: body.condition,
  makeId: z.string(),
  modelId: z.string(),
  trimId: numberText(body.trimId, 'team.choose_trim'),
  kilometres: numberText(body.kilometres.max(MAX_KILOMETRES), 'catalog.invalid_kilometres', kilometresOf),
  exteriorColourId: numberText(body.exteriorColourId, 'catalog.invalid_colour'),
  interiorColourId: numberText(body.interiorColourId, 'catalog.invalid_colour'),
  price: numberText(body.price, 'catalog.invalid_price', dollarsToCents),
  companyId: numberText(body.companyId, 'team.company_number'),
});
const EMPTY: AddValues = { vin: '', condition: 'used', makeId: '', modelId: '', trimId: '', kilometres: '', exteriorColourId: '', interiorColourId: '', price: '', companyId: '' };
/** The fields the server may name in its answer (`body.<field>`). */
const SERVER_FIELDS = ['vin', 'trimId', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price', 'companyId'] as const;

/** Spec §2 vehiclesTeam/vehicles: "Add a vehicle" opens this form; POST /api/admin/vehicles lists it for sale. */
export function AddVehicleDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="large"
      title={<Trans>Add a vehicle</Trans>}
      trigger={<Button>{t`Add a vehicle`}</Button>}
    >
      {open ? <AddVehicleForm onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function AddVehicleForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const snackbar = useSnackbar();
  const save = useListVehicle();
  const form = useForm<AddValues, unknown, z.output<typeof AddSchema>>({ resolver: formResolver(AddSchema), mode: 'onTouched', defaultValues: EMPTY });
  const { setValue } = form;
  const makeId = useWatch({ control: form.control, name: 'makeId' });
  const modelId = useWatch({ control: form.control, name: 'modelId' });
  const makes = useMakes();
  const models = useAdminModels(makeId ? Number(makeId) : null);
  const trims = useTrims(modelId ? Number(modelId) : null);
  const colours = useGenericColours();
  // Another make or model: the model and trim chosen before no longer belong to it.
  useEffect(() => setValue('modelId', ''), [makeId, setValue]);
  useEffect(() => setValue('trimId', ''), [modelId, setValue]);

  const submit = form.handleSubmit(async ({ makeId: _make, modelId: _model, ...values }) => {
    try {
      await save.mutateAsync(values);
      snackbar.enqueue({ message: t`The vehicle is listed.`, variant: 'success' });
      onDone();
    } catch (e) {
      const fields = isApiError(e) ? e.fieldErrors() : {};
      for (const name of SERVER_FIELDS) {
        const code = fields[`body.${name}`];
        if (code) form.setError(name as Path<AddValues>, { type: 'server', message: code });
      }
    }
  });

  const colourName = (c: { nameEn: string; nameFr: string }) => (lang.startsWith('fr') ? c.nameFr : c.nameEn);
  const colourOptions = (
    <>
      <option value="">{t`Choose a colour`}</option>
      {(colours.data?.items ?? []).map((c) => (
        <option key={c.id} value={c.id}>
          {colourName(c)}
        </option>
      ))}
    </>
  );

  return (
    <FormProvider {...form}>
      <form className="team-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Add a vehicle`}>
        <ProblemAlert error={save.error} message={teamProblemMessage} />
        <fieldset className="team-form__fields" disabled={save.isPending}>
          <FormTextField<AddValues> name="vin" label={t`VIN`} required maxLength={20} autoCapitalize="characters" helperText={t`17 letters and digits`} />
          <FormSelectField<AddValues> name="condition" label={t`Condition`} required>
            {(['new', 'used'] as const).map((c) => (
              <option key={c} value={c}>
                {i18n._(CONDITION_LABELS[c])}
              </option>
            ))}
          </FormSelectField>
          <FormSelectField<AddValues> name="makeId" label={t`Make`} required>
            <option value="">{t`Choose a make`}</option>
            {(makes.data?.items ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </FormSelectField>
          <FormSelectField<AddValues> name="modelId" label={t`Model`} required disabled={!makeId}>
            <option value="">{t`Choose a model`}</option>
            {(models.data?.items ?? [])
              .filter((m) => m.active)
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
          </FormSelectField>
          <FormSelectField<AddValues> name="trimId" label={t`Trim`} required disabled={!modelId}>
            <option value="">{t`Choose a trim`}</option>
            {(trims.data?.items ?? []).map((trim) => (
              <option key={trim.id} value={trim.id}>
                {trim.year} {trim.name}
              </option>
            ))}
          </FormSelectField>
          <FormTextField<AddValues> name="kilometres" label={t`Kilometres`} required inputMode="numeric" maxLength={9} />
          <FormSelectField<AddValues> name="exteriorColourId" label={t`Exterior colour`} required>
            {colourOptions}
          </FormSelectField>
          <FormSelectField<AddValues> name="interiorColourId" label={t`Interior colour`} required>
            {colourOptions}
          </FormSelectField>
          <FormTextField<AddValues>
            name="price"
            label={t`Vehicle price before fees ($)`}
            required
            inputMode="decimal"
            maxLength={14}
            helperText={t`Freight, PDI and fees are added to make the all-in price`}
          />
          <FormTextField<AddValues> name="companyId" label={t`Company number`} required inputMode="numeric" maxLength={10} helperText={t`The dealer that sells it`} />
        </fieldset>
        <div className="team-actions">
          <Button type="submit" loading={save.isPending}>
            <Trans>Add the vehicle</Trans>
          </Button>
          <Button variant="text" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

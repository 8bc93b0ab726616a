import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea, SelectField } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { EditVehicleBodySchema } from '@marketplace/contracts/catalog/admin-vehicles';
import { MAX_KILOMETRES } from '@marketplace/domain/catalog';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText } from '../../../lib/form-fields';
import { FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/hooks';
import { useLang } from '../../../lib/use-lang';
import { useGenericColours, type GenericColour } from '../api/get-colours';
import { useAdminVehicle, type AdminVehicle } from '../api/get-vehicle';
import { useEditVehicle, type EditVehicleBody } from '../api/edit-vehicle';
import { centsToDollarsText, dollarsToCents, kilometres, kilometresOf, money } from '../format';
import { FEE_LABELS, STATUS_LABELS } from '../labels';
import { teamProblemMessage } from '../problem-messages';
import { TeamNav } from './team-nav';
import type { TeamArea } from './vehicles-list-page';
import './vehicles-team.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
interface EditValues {
  price: string;
  kilometres: string;
  exteriorColourId: string;
  interiorColourId: string;
  status: AdminVehicle['status'];
}
const editBody = EditVehicleBodySchema.shape;
/** The contract's fields, from the form's text; the decider also bounds the kilometres. */
const EditSchema = z.object({
  price: numberText(editBody.price.unwrap(), 'catalog.invalid_price', dollarsToCents),
  kilometres: numberText(editBody.kilometres.unwrap().max(MAX_KILOMETRES), 'catalog.invalid_kilometres', kilometresOf),
  exteriorColourId: numberText(editBody.exteriorColourId.unwrap(), 'catalog.invalid_colour'),
  interiorColourId: numberText(editBody.interiorColourId.unwrap(), 'catalog.invalid_colour'),
  status: editBody.status.unwrap(),
});
type EditRequest = z.output<typeof EditSchema>;

const valuesOf = (v: AdminVehicle): EditValues => ({
  price: centsToDollarsText(v.price.vehiclePrice),
  kilometres: String(v.kilometres),
  exteriorColourId: String(v.exteriorColour.id),
  interiorColourId: String(v.interiorColour.id),
  status: v.status,
});

/** Only what changed, with the version edited (optimistic concurrency). */
export function changesOf(vehicle: AdminVehicle, values: EditRequest): EditVehicleBody | null {
  const body: EditVehicleBody = {};
  if (values.price !== vehicle.price.vehiclePrice) body.price = values.price;
  if (values.kilometres !== vehicle.kilometres) body.kilometres = values.kilometres;
  if (values.exteriorColourId !== vehicle.exteriorColour.id) body.exteriorColourId = values.exteriorColourId;
  if (values.interiorColourId !== vehicle.interiorColour.id) body.interiorColourId = values.interiorColourId;
  if (values.status !== vehicle.status) body.status = values.status;
  return Object.keys(body).length === 0 ? null : { ...body, expectedVersion: vehicle.version };
}

/** Spec §2 vehiclesTeam/vehicle and admin/vehicle: edit price, kilometres, colours and status of one vehicle. */
export function VehicleEditPage({ area, vehicleId }: { area: TeamArea; vehicleId: string | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`Edit a vehicle`);
  const lang = useLang();
  const valid = Boolean(vehicleId && UUID.test(vehicleId));
  const back = (
    <p className="team-page__back">
      <Link to={area === 'admin' ? '/$lang/admin/vehicles' : '/$lang/vehiclesTeam/vehicles'} params={{ lang }}>
        <Trans>Back to the vehicles</Trans>
      </Link>
    </p>
  );
  return (
    <div className="page page--medium team-page">
      {area === 'vehiclesTeam' ? <TeamNav /> : null}
      {back}
      {valid ? (
        <VehicleEditor key={vehicleId} vehicleId={vehicleId!} />
      ) : (
        <div className="empty-state">
          <h1>
            <Trans>Choose a vehicle</Trans>
          </h1>
          <p>
            <Trans>Open a vehicle from the list of vehicles to edit it.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}

function VehicleEditor({ vehicleId }: { vehicleId: string }) {
  const { i18n } = useLingui();
  const vehicle = useAdminVehicle(vehicleId);
  const colours = useGenericColours();
  if (vehicle.isPending || colours.isPending) return <LoadingArea />;
  if (vehicle.isError) {
    return (
      <Alert variant="error" title={<Trans>This vehicle could not be loaded.</Trans>}>
        <p>{i18n._(teamProblemMessage(vehicle.error))}</p>
        <Button size="small" variant="outlined" onClick={() => void vehicle.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  return <EditForm vehicle={vehicle.data} colours={colours.data?.items ?? []} reload={() => vehicle.refetch()} />;
}

function EditForm({ vehicle, colours, reload }: { vehicle: AdminVehicle; colours: GenericColour[]; reload: () => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const edit = useEditVehicle(vehicle.id);
  const [saved, setSaved] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const form = useForm<EditValues, unknown, EditRequest>({ resolver: formResolver(EditSchema), defaultValues: valuesOf(vehicle) });
  const { reset } = form;
  // A new version (after a save or a reload) is the new starting point.
  useEffect(() => reset(valuesOf(vehicle)), [vehicle, reset]);

  const priceText = useWatch({ control: form.control, name: 'price' });
  const previewPrice = dollarsToCents(priceText ?? '');
  const fees = vehicle.price.fees.reduce((sum, fee) => sum + fee.amount, 0);
  const name = `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name} ${vehicle.trim.name}`;
  const { vin, version } = vehicle;
  const dealer = `${vehicle.dealer.name}, ${vehicle.dealer.province}`;
  const conflict = isApiError(edit.error, 'catalog.vehicle_changed');
  const sold = vehicle.status === 'sold';
  // Staff may set available or sold; locked and reserved belong to the purchase flow (a reserved vehicle can only be sold).
  const statusChoices: readonly AdminVehicle['status'][] =
    vehicle.status === 'available' ? ['available', 'sold'] : vehicle.status === 'reserved' ? ['reserved', 'sold'] : [vehicle.status];

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setUnchanged(false);
    const body = changesOf(vehicle, values);
    if (!body) {
      setUnchanged(true);
      return;
    }
    try {
      await edit.mutateAsync(body);
      setSaved(true);
    } catch {
      // shown below
    }
  });

  const colourName = (c: { nameEn: string; nameFr: string }) => (lang.startsWith('fr') ? c.nameFr : c.nameEn);
  const colourOptions = (current: AdminVehicle['exteriorColour']) => (
    <>
      {colours.some((c) => c.id === current.id) ? null : <option value={current.id}>{colourName(current)}</option>}
      {colours.map((c) => (
        <option key={c.id} value={c.id}>
          {colourName(c)}
        </option>
      ))}
    </>
  );

  return (
    <>
      <h1 className="page__title">{name}</h1>
      <p className="page__intro">
        <Trans>
          VIN {vin} · version {version} · {dealer}
        </Trans>
      </p>

      {conflict ? (
        <Alert variant="error" title={<Trans>This vehicle changed while you were editing it</Trans>}>
          <p>{i18n._(teamProblemMessage(edit.error))}</p>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              edit.reset();
              void reload();
            }}
          >
            <Trans>Reload the vehicle</Trans>
          </Button>
        </Alert>
      ) : edit.isError ? (
        <Alert variant="error" title={<Trans>The changes were not saved.</Trans>}>
          <p>{i18n._(teamProblemMessage(edit.error))}</p>
        </Alert>
      ) : null}
      {saved && !edit.isError ? (
        <Alert variant="success">
          <Trans>Saved. The inventory shows the change.</Trans>
        </Alert>
      ) : null}
      {unchanged ? (
        <Alert variant="info">
          <Trans>Nothing changed: change a field first.</Trans>
        </Alert>
      ) : null}
      {sold ? (
        <Alert variant="warning">
          <Trans>This vehicle is sold: it can no longer change.</Trans>
        </Alert>
      ) : null}

      <Card>
        <FormProvider {...form}>
          <form className="team-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Edit the vehicle`}>
            <fieldset className="team-form__fields" disabled={sold || edit.isPending}>
              <FormTextField<EditValues>
                name="price"
                label={t`Vehicle price before fees ($)`}
                inputMode="decimal"
                maxLength={14}
                helperText={t`Freight, PDI and fees are added to make the all-in price`}
              />
              <FormTextField<EditValues> name="kilometres" label={t`Kilometres`} inputMode="numeric" maxLength={9} />
              <SelectField label={t`Exterior colour`} {...form.register('exteriorColourId')}>
                {colourOptions(vehicle.exteriorColour)}
              </SelectField>
              <SelectField label={t`Interior colour`} {...form.register('interiorColourId')}>
                {colourOptions(vehicle.interiorColour)}
              </SelectField>
              <SelectField
                label={t`Status`}
                disabled={statusChoices.length === 1}
                helperText={
                  vehicle.status === 'locked'
                    ? t`A customer holds this vehicle right now: its status cannot change.`
                    : vehicle.status === 'reserved'
                      ? t`A deposit reserves this vehicle: it can only be marked sold.`
                      : null
                }
                {...form.register('status')}
              >
                {statusChoices.map((s) => (
                  <option key={s} value={s}>
                    {i18n._(STATUS_LABELS[s])}
                  </option>
                ))}
              </SelectField>
            </fieldset>

            <dl className="team-price">
              {vehicle.price.fees.map((fee) => (
                <div key={fee.code}>
                  <dt>{FEE_LABELS[fee.code] ? i18n._(FEE_LABELS[fee.code]) : fee.code}</dt>
                  <dd>{money(fee.amount, lang)}</dd>
                </div>
              ))}
              <div className="team-price__total">
                <dt>
                  <Trans>All-in price</Trans>
                </dt>
                <dd data-testid="all-in-preview">{Number.isFinite(previewPrice) ? money(previewPrice + fees, lang) : '—'}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Kilometres now</Trans>
                </dt>
                <dd>{kilometres(vehicle.kilometres, lang)}</dd>
              </div>
            </dl>

            <div className="form-actions">
              <Button type="submit" loading={edit.isPending} disabled={sold}>
                <Trans>Save changes</Trans>
              </Button>
            </div>
          </form>
        </FormProvider>
      </Card>
    </>
  );
}

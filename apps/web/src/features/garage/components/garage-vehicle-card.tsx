import { Trans, useLingui } from '@lingui/react/macro';
import type { GarageVehicle } from '@marketplace/contracts/garage/garage.routes';
import { Alert, Button, Card, TextField } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatLongDate } from '../../../lib/dates';
import { useFormat } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { useEditGarageVehicle, useGarageVehicleValue, useRemoveGarageVehicle } from '../api/garage-vehicles';
import '../problem-messages';


/** One car: its estimate and value history, new kilometres (a lower reading asks for confirmation), remove, trade it in. */
export function GarageVehicleCard({ vehicle }: { vehicle: GarageVehicle }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const f = useFormat();
  const value = useGarageVehicleValue(vehicle.garageVehicleId);
  const edit = useEditGarageVehicle();
  const remove = useRemoveGarageVehicle();
  const [kilometres, setKilometres] = useState(String(vehicle.kilometres));
  const [lowerThan, setLowerThan] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');

  const save = async (confirmLowerKilometres: boolean) => {
    setError(null);
    const parsed = Number(kilometres.replace(/[\s,]/g, ''));
    if (!Number.isInteger(parsed) || parsed < 0) {
      setError(t`Kilometres are a whole number from 0 to 2,000,000`);
      return;
    }
    try {
      await edit.mutateAsync({ garageVehicleId: vehicle.garageVehicleId, kilometres: parsed, province: vehicle.province as 'QC', confirmLowerKilometres });
      setLowerThan(null);
    } catch (e) {
      if (isApiError(e, 'garage.kilometres_below_last')) setLowerThan(vehicle.kilometres);
      else setError(i18n._(problemMessage(e)));
    }
  };

  return (
    <Card className="vehicle-card" aria-label={name}>
      <h2 className="vehicle-card__name">{name}</h2>
      {vehicle.trim ? <p className="vehicle-card__detail">{vehicle.trim}</p> : null}
      {vehicle.vin ? <p className="vehicle-card__detail"><Trans>VIN: {vehicle.vin}</Trans></p> : null}
      <dl className="vehicle-card__facts">
        <dt><Trans>Kilometres</Trans></dt>
        <dd>{f.kilometres(vehicle.kilometres)}</dd>
        <dt><Trans>Estimated trade-in value</Trans></dt>
        <dd data-testid="garage-value">{vehicle.value !== null ? f.dollars(vehicle.value) : t`An adviser values this vehicle`}</dd>
      </dl>
      {value.data && value.data.history.length > 0 ? (
        <details>
          <summary><Trans>Value history</Trans></summary>
          <ul>
            {value.data.history.map((p) => (
              <li key={p.valuedAt}>
                {formatLongDate(p.valuedAt, lang)}: {p.value !== null ? f.dollars(p.value) : '—'} ({f.kilometres(p.kilometres)})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="form-grid">
        <TextField label={t`New kilometres`} inputMode="numeric" value={kilometres} onChange={(e) => setKilometres(e.target.value)} helperText={null} />
        {lowerThan !== null ? (
          <Alert variant="warning">
            <Trans>These kilometres are below the last recorded value ({f.kilometres(lowerThan)}). Save them anyway?</Trans>{' '}
            <Button size="small" onClick={() => void save(true)}><Trans>Yes, save</Trans></Button>
          </Alert>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Button size="small" variant="outlined" loading={edit.isPending} onClick={() => void save(false)}><Trans>Update the kilometres</Trans></Button>
      </div>
      <div className="vehicle-card__actions">
        <Button asChild size="small">
          <Link
            to="/$lang/trade-in"
            params={{ lang }}
            search={{
              vin: vehicle.vin ?? undefined, year: vehicle.year, makeId: vehicle.makeId ?? undefined, modelId: vehicle.modelId ?? undefined,
              trimId: vehicle.trimId ?? undefined, mileage: vehicle.kilometres,
            }}
          >
            <Trans>Trade it in</Trans>
          </Link>
        </Button>
        <Button size="small" variant="outlined" loading={remove.isPending} onClick={() => remove.mutate(vehicle.garageVehicleId)}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </Card>
  );
}

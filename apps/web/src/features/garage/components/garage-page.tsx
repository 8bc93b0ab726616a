import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/hooks';
import { QueryState } from '../../../lib/query-state';
import { useGarageVehicles } from '../api/garage-vehicles';
import { AddVehicleForm } from './add-vehicle-form';
import { GarageVehicleCard } from './garage-vehicle-card';

/** /{lang}/customer/garage: the customer's cars with their estimated trade-in value, and a form to add one. */
export function GaragePage() {
  const { t } = useLingui();
  useDocumentTitle(t`My garage`);
  const vehicles = useGarageVehicles();

  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>My garage</Trans>
      </h1>
      <QueryState
        query={vehicles}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            <h2>
              <Trans>Your garage is empty</Trans>
            </h2>
            <p>
              <Trans>The vehicles you own or buy here appear here, with their estimated value.</Trans>
            </p>
          </>
        }
      >
        {(data) => (
          <ul className="card-grid">
            {data.items.map((vehicle) => (
              <li key={vehicle.garageVehicleId}>
                <GarageVehicleCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <AddVehicleForm onAdded={() => undefined} />
    </div>
  );
}

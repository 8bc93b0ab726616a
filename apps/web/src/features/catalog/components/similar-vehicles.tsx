import { Trans } from '@lingui/react/macro';
import { useSimilarVehicles } from '../api/get-similar-vehicles';
import { VehicleCard } from './vehicle-card';

/**
 * Other vehicles for sale, below a vehicle's page (issue #43): links a visitor and a crawler follow on, and what a
 * sold or missing vehicle's page offers instead. Nothing is shown while they load or when there is none.
 */
export function SimilarVehicles({ vehicleId, makeId, lang, segment }: { vehicleId: string; makeId: number | null | undefined; lang: string; segment: 'cars' | 'autos' }) {
  const similar = useSimilarVehicles(vehicleId, makeId);
  if (!similar.data?.length) return null;
  return (
    <section className="vehicle-page__similar" aria-labelledby="similar-title">
      <h2 id="similar-title" className="vehicle-page__similar-title">
        <Trans>Other vehicles for sale</Trans>
      </h2>
      <ul className="inventory__grid">
        {similar.data.map((v) => (
          <li key={v.id}>
            <VehicleCard vehicle={v} lang={lang} segment={segment} />
          </li>
        ))}
      </ul>
    </section>
  );
}

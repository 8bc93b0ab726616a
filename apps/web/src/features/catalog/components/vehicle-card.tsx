import { Trans, useLingui } from '@lingui/react/macro';
import { vehiclePathSegment } from '@marketplace/contracts/catalog/vehicle-page-url';
import { Link } from '@tanstack/react-router';
import type { VehicleListItem } from '../api/search-vehicles';
import { kilometres, money } from '../format';
import { CONDITION_LABELS } from '../labels';

/** One inventory card: photo, year/make/model, trim, kilometres, place, all-in price. The title links to the vehicle. */
export function VehicleCard({ vehicle, lang, segment }: { vehicle: VehicleListItem; lang: string; segment: 'cars' | 'autos' }) {
  const { i18n } = useLingui();
  return (
    <article className="inventory-card">
      {vehicle.photo ? (
        <img className="inventory-card__photo" src={vehicle.photo} alt="" loading="lazy" width={360} height={225} />
      ) : (
        <div className="inventory-card__photo inventory-card__photo--none" aria-hidden="true" />
      )}
      <div className="inventory-card__body">
        <h2 className="inventory-card__title">
          <Link
            className="inventory-card__link"
            to={segment === 'autos' ? '/$lang/autos/$vehicleId' : '/$lang/cars/$vehicleId'}
            params={{ lang, vehicleId: vehiclePathSegment(vehicle) }}
          >
            {vehicle.year} {vehicle.make} {vehicle.model}
          </Link>
        </h2>
        <p className="inventory-card__trim">{vehicle.trim}</p>
        <p className="inventory-card__facts">
          <span className="badge">{i18n._(CONDITION_LABELS[vehicle.condition])}</span> <span>{kilometres(vehicle.kilometres, lang)}</span> ·{' '}
          <span>
            {vehicle.city}, {vehicle.province}
          </span>
        </p>
        <p className="inventory-card__price">
          <span className="inventory-card__amount">{money(vehicle.price, lang)}</span>{' '}
          <span className="inventory-card__price-note">
            <Trans>all-in, plus taxes and licensing</Trans>
          </span>
        </p>
      </div>
    </article>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { vehiclePathSegment } from '@marketplace/contracts/catalog/vehicle-page-url';
import { Link } from '@tanstack/react-router';
import type { VehicleListItem } from '../api/search-vehicles';
import { kilometres, money } from '../format';
import { CONDITION_LABELS } from '../labels';
import { CARD_PHOTO_SIZES, PHOTO_HEIGHT, PHOTO_WIDTH, responsivePhoto } from '../photo';
import { AfterFirstPaint } from './after-first-paint';

/**
 * One inventory card: photo, year/make/model, trim, kilometres, place, all-in price. The title links to the vehicle.
 * `first`: the first card of the page, whose photo is the page's largest paint on a phone: fetched at once and first
 * (issue #43); the others' photos wait until they come near the screen, and, in a page the server rendered, until the
 * app runs. Every photo reserves its 16:10 box.
 */
export function VehicleCard({ vehicle, lang, segment, first = false }: { vehicle: VehicleListItem; lang: string; segment: 'cars' | 'autos'; first?: boolean }) {
  const { i18n } = useLingui();
  const photo = vehicle.photo ? responsivePhoto(vehicle.photo) : null;
  return (
    <article className="inventory-card">
      {photo && first ? (
        <img
          className="inventory-card__photo"
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.srcSet ? CARD_PHOTO_SIZES : undefined}
          alt=""
          loading="eager"
          fetchPriority="high"
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
        />
      ) : photo ? (
        <AfterFirstPaint placeholder={<div className="inventory-card__photo photo-placeholder" aria-hidden="true" />}>
          <img
            className="inventory-card__photo"
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={photo.srcSet ? CARD_PHOTO_SIZES : undefined}
            alt=""
            loading="lazy"
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
          />
        </AfterFirstPaint>
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

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Spinner } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/hooks';
import { isVehicleId, useVehicle, type VehicleDetail } from '../api/get-vehicle';
import { kilometres, money, vehicleName } from '../format';
import { BODY_TYPE_LABELS, CONDITION_LABELS, labelOr } from '../labels';
import { catalogProblemMessage } from '../problem-messages';
import { useProvince } from '../province';
import { Gallery } from './gallery';
import { ContactDealer } from './contact-dealer';
import { DeferredPaymentEstimator } from './deferred-estimator';
import { PriceBreakdown } from './price-breakdown';
import { SimilarVehicles } from './similar-vehicles';
import './catalog.css';

type Segment = 'cars' | 'autos';

/** Spec §2 vehicle page: gallery, specs, all-in price and its breakdown, payment estimator, "Buy online", a message to the dealer. */
export function VehiclePage({ vehicleId, lang, segment }: { vehicleId: string; lang: string; segment: Segment }) {
  const { t, i18n } = useLingui();
  // A malformed id is no vehicle: no call, the "not available" state.
  const valid = isVehicleId(vehicleId);
  const vehicle = useVehicle(vehicleId, valid);
  const title = vehicle.data
    ? vehicleName({ year: vehicle.data.year, make: vehicle.data.make.name, model: vehicle.data.model.name, trim: vehicle.data.trim.name })
    : null;
  useDocumentTitle(title ?? t`Vehicle`);

  const back = (
    <p className="vehicle-page__back">
      <Link to={segment === 'autos' ? '/$lang/autos' : '/$lang/cars'} params={{ lang }}>
        <Trans>Back to the inventory</Trans>
      </Link>
    </p>
  );

  if (valid && vehicle.isPending) return <PendingVehicle back={back} />;
  if (!valid || vehicle.isError) {
    const gone = !valid || (isApiError(vehicle.error) && (vehicle.error.status === 404 || vehicle.error.code === 'catalog.vehicle_not_found'));
    return (
      <div className="page vehicle-page">
        {back}
        {gone ? (
          <div className="empty-state">
            <h1>
              <Trans>This vehicle is not available</Trans>
            </h1>
            <p>
              <Trans>It may have been sold. Other vehicles are waiting for you in the inventory.</Trans>
            </p>
          </div>
        ) : (
          <Alert variant="error" title={<Trans>This vehicle could not be loaded.</Trans>}>
            <p>{i18n._(catalogProblemMessage(vehicle.error))}</p>
            <Button size="small" variant="outlined" onClick={() => void vehicle.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        )}
        {gone ? <SimilarVehicles vehicleId={vehicleId} makeId={null} lang={lang} segment={segment} /> : null}
      </div>
    );
  }
  if (!vehicle.data) return <PendingVehicle back={back} />;
  return (
    <VehicleDetails vehicle={vehicle.data} name={title ?? ''} lang={lang} back={back}>
      <SimilarVehicles vehicleId={vehicleId} makeId={vehicle.data.make.id} lang={lang} segment={segment} />
    </VehicleDetails>
  );
}

/**
 * While the vehicle loads: its title's and its photo's places held, and the page at least a screen tall, so the footer
 * is not on the screen to be pushed down when the vehicle arrives (issue #43: the page does not jump).
 */
function PendingVehicle({ back }: { back: ReactNode }) {
  return (
    <div className="page vehicle-page vehicle-page--pending">
      {back}
      <header className="vehicle-page__header vehicle-page__header--pending">
        <Spinner size="small" />
      </header>
      <div className="vehicle-page__layout">
        <div className="vehicle-page__main">
          <div className="gallery__photo" aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}

function VehicleDetails({ vehicle, name, lang, back, children }: { vehicle: VehicleDetail; name: string; lang: string; back: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  const [province, setProvince] = useProvince();
  const available = vehicle.status === 'available';
  const colour = (c: VehicleDetail['exteriorColour']) => (lang.startsWith('fr') ? c.nameFr : c.nameEn);

  return (
    <div className="page vehicle-page">
      {back}
      <header className="vehicle-page__header">
        <h1 className="page__title">{name}</h1>
        <p className="vehicle-page__subtitle">
          <span className="badge">{i18n._(CONDITION_LABELS[vehicle.condition])}</span> {kilometres(vehicle.kilometres, lang)} · {vehicle.dealer.city},{' '}
          {vehicle.dealer.province}
        </p>
      </header>

      <div className="vehicle-page__layout">
        <div className="vehicle-page__main">
          <Gallery photos={vehicle.photos} name={name} />

          <Card className="vehicle-specs" aria-labelledby="specs-title">
            <h2 id="specs-title" className="card-title">
              <Trans>Specifications</Trans>
            </h2>
            <dl className="spec-list">
              <dt>
                <Trans>Year</Trans>
              </dt>
              <dd>{vehicle.year}</dd>
              <dt>
                <Trans>Make</Trans>
              </dt>
              <dd>{vehicle.make.name}</dd>
              <dt>
                <Trans>Model</Trans>
              </dt>
              <dd>{vehicle.model.name}</dd>
              <dt>
                <Trans>Trim</Trans>
              </dt>
              <dd>{vehicle.trim.name}</dd>
              <dt>
                <Trans>Body type</Trans>
              </dt>
              <dd>{labelOr(BODY_TYPE_LABELS, vehicle.bodyType, (d) => i18n._(d))}</dd>
              <dt>
                <Trans>Condition</Trans>
              </dt>
              <dd>{i18n._(CONDITION_LABELS[vehicle.condition])}</dd>
              <dt>
                <Trans>Kilometres</Trans>
              </dt>
              <dd>{kilometres(vehicle.kilometres, lang)}</dd>
              <dt>
                <Trans>Exterior colour</Trans>
              </dt>
              <dd>
                <span className="swatch" style={{ background: vehicle.exteriorColour.hex }} aria-hidden="true" /> {colour(vehicle.exteriorColour)}
              </dd>
              <dt>
                <Trans>Interior colour</Trans>
              </dt>
              <dd>
                <span className="swatch" style={{ background: vehicle.interiorColour.hex }} aria-hidden="true" /> {colour(vehicle.interiorColour)}
              </dd>
              <dt>
                <Trans>VIN</Trans>
              </dt>
              <dd className="spec-list__code">{vehicle.vin}</dd>
              <dt>
                <Trans>Dealer</Trans>
              </dt>
              <dd>
                {vehicle.dealer.name}, {vehicle.dealer.city} ({vehicle.dealer.province})
              </dd>
            </dl>
          </Card>
        </div>

        <aside className="vehicle-page__aside">
          <Card className="vehicle-price">
            <p className="vehicle-price__label">
              <Trans>All-in price</Trans>
            </p>
            <p className="vehicle-price__amount" data-testid="vehicle-price">
              {money(vehicle.price.allInPrice, lang)}
            </p>
            <p className="vehicle-price__note">
              <Trans>Freight, PDI and fees included. Plus taxes and licensing.</Trans>
            </p>
            {available ? (
              <Button asChild size="large" fullWidth>
                <Link to="/$lang/buy-online" params={{ lang }} search={{ vehicleId: vehicle.id }}>
                  <Trans>Buy online</Trans>
                </Link>
              </Button>
            ) : (
              <Alert variant="warning">
                <Trans>Oops, this vehicle is not available for now.</Trans>
              </Alert>
            )}
            <PriceBreakdown price={vehicle.price} lang={lang} />
          </Card>
          <DeferredPaymentEstimator vehicle={vehicle} province={province} onProvinceChange={setProvince} lang={lang} />
          {/* Last of the column: its form arrives after the first paint, and nothing of the column is below it to move. */}
          <ContactDealer vehicleId={vehicle.id} dealerName={vehicle.dealer.name} lang={lang} />
        </aside>
      </div>
      {children}
    </div>
  );
}

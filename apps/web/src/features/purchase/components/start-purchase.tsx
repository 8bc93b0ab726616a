import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea } from '@marketplace/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../lib/http';
import { useVehicleTimer } from '../api/check-vehicle-timer';
import { useCreateCustomerVehicle } from '../api/create-customer-vehicle';
import { useTransaction } from '../api/get-transaction-details';
import { useVehicle } from '../api/get-vehicle';
import { useSetVehicleTimer } from '../api/set-vehicle-timer';
import { money } from '../format';
import { lockProblemText } from '../problem-messages';
import type { PurchaseStepName } from '../steps';
import { NotAvailable } from './not-available';
import './purchase.css';
import { DealerContactNotice } from '../../../lib/dealer-contact-notice';

const UNAVAILABLE = ['purchase.vehicle_locked', 'purchase.vehicle_reserved', 'purchase.vehicle_not_available', 'purchase.lock_lost'];

/**
 * /{lang}/buy-online?vehicleId=: the lock screen ("free for 30 minutes"). Starts the purchase (lock + transaction), or
 * offers to continue or start over an unfinished one.
 */
export function StartPurchase({ vehicleId, lang }: { vehicleId: string; lang: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const transaction = useTransaction(vehicleId);
  const timer = useVehicleTimer(vehicleId);
  const lock = useSetVehicleTimer(vehicleId);
  const create = useCreateCustomerVehicle(vehicleId);
  const [error, setError] = useState<unknown>(null);

  if (vehicle.isPending || transaction.isPending || timer.isPending) return <LoadingArea />;
  if (vehicle.isError && isApiError(vehicle.error) && vehicle.error.status === 404) return <NotAvailable lang={lang} />;
  const takenByOther = timer.data && (timer.data.status === 'sold' || timer.data.holder === 'other');
  if ((takenByOther && !transaction.data) || (error && isApiError(error) && UNAVAILABLE.includes(error.code))) return <NotAvailable lang={lang} />;

  const go = (step: PurchaseStepName) => navigate({ to: '/$lang/buy-online/$step', params: { lang, step }, search: { vehicleId } });
  const start = async (startOver: boolean) => {
    setError(null);
    try {
      if (timer.data?.holder !== 'me') await lock.mutateAsync();
      const details = await create.mutateAsync(startOver);
      await go(details.currentStep);
    } catch (e) {
      setError(e);
    }
  };
  const busy = lock.isPending || create.isPending;
  const v = vehicle.data;
  const existing = transaction.data;
  const minutes = timer.data?.lockMinutes ?? 30;

  return (
    <div className="page page--medium">
      <Card>
        {v ? (
          <div className="purchase-vehicle">
            {v.photos[0] ? <img src={v.photos[0]} alt="" /> : null}
            <div>
              <h1 className="purchase-vehicle__name">
                {v.year} {v.make.name} {v.model.name}
              </h1>
              <p className="purchase-choice__text">
                {v.trim.name} · {money(v.price.allInPrice, i18n.locale)}
              </p>
            </div>
          </div>
        ) : null}
        {error ? (
          <Alert variant="error">
            {lockProblemText(error, i18n)}
            {isApiError(error, 'purchase.live_lock_limit') ? (
              <>
                {' '}
                <Link to="/$lang/customer/transaction-history" params={{ lang }}>
                  <Trans>See the vehicles you hold</Trans>
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        {existing ? (
          <>
            <h2 className="card-title">
              <Trans>You have a purchase in progress for this vehicle</Trans>
            </h2>
            <p className="purchase__hint">
              <Trans>Continue where you left off, or start over with a new purchase.</Trans>
            </p>
            {/* Starting over makes a new purchase: the buyer is told again what the dealer receives. */}
            <DealerContactNotice kind="purchase" />
            <div className="form-actions">
              <Button variant="primary" loading={busy} onClick={() => void start(false)}>
                <Trans>Continue</Trans>
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void start(true)}>
                <Trans>Start over</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <h2 className="card-title">
              <Trans>This vehicle is free for {minutes} minutes</Trans>
            </h2>
            <p className="purchase__hint">
              <Trans>
                When you start, we hold the vehicle for you for {minutes} minutes so that nobody else can buy it while you complete the 8 steps
                (about 20 minutes). You can ask for more time. A $250 refundable deposit then reserves it for 5 days.
              </Trans>
            </p>
            <DealerContactNotice kind="purchase" />
            <Button variant="primary" loading={busy} onClick={() => void start(false)} aria-label={t`Start my purchase`}>
              <Trans>Start my purchase</Trans>
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { TRADE_IN_MAIN_PHOTO_SLOTS, type TradeInDetails } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { currentTradeInQuery } from '../api/get-current-trade-in';
import { useAppraiseTradeIn, useAskAdviser, useConfirmTradeIn } from '../api/trade-in-commands';
import { PHOTO_LABELS, reasonLabel } from './labels';
import { PhotoSlots } from './photo-slots';
import { formatLongDate } from '../../../lib/dates';
import { DealerContactNotice } from '../../../lib/dealer-contact-notice';

/**
 * Step 5: the six photos (with upload progress), then the estimate: the band and the reason for each adjustment. The
 * offer is confirmed once the six photos are there (the server refuses it before, ADR 0058); a confirmed offer is
 * emailed as a PDF and the next step is shown. Advisers value what the guide cannot, or when the customer asks.
 */
export function PhotosEstimateStep({ tradeIn, vehicleId }: { tradeIn: TradeInDetails; vehicleId?: string }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const queryClient = useQueryClient();
  const appraise = useAppraiseTradeIn();
  const confirm = useConfirmTradeIn();
  const askAdviser = useAskAdviser();
  const lang = i18n.locale.startsWith('fr') ? 'fr-ca' : 'en-ca';
  const missing = TRADE_IN_MAIN_PHOTO_SLOTS.filter((slot) => !tradeIn.photos.includes(slot));
  const missingNames = missing.map((slot) => i18n._(PHOTO_LABELS[slot])).join(', ');
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  const offer = tradeIn.offer;

  return (
    <div className="trade-in__form">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <PhotoSlots tradeIn={tradeIn} onError={setError} onUploaded={() => queryClient.invalidateQueries({ queryKey: currentTradeInQuery.queryKey })} />
      {tradeIn.status === 'with_advisers' ? (
        <Alert variant="info">
          {tradeIn.adviserReason === 'too_old' ? <p><Trans>Our guide does not value a vehicle this old.</Trans></p> : null}
          {tradeIn.adviserReason === 'branded_title' ? <p><Trans>Our guide does not value a vehicle with a salvage or flood title.</Trans></p> : null}
          {tradeIn.adviserReason === 'no_price_record' ? <p><Trans>Our guide has no price for this vehicle.</Trans></p> : null}
          <p><Trans>Our advisers will value your vehicle and email you the offer.</Trans></p>
        </Alert>
      ) : null}
      {offer ? (
        <section className="trade-in__estimate" aria-label={t`Estimated value`}>
          <h2><Trans>Estimated value</Trans></h2>
          <p className="trade-in__band" data-testid="trade-in-band">
            <span data-testid="price-low">{f.dollars(offer.priceLow)}</span> – <span data-testid="price-high">{f.dollars(offer.priceHigh)}</span>
          </p>
          {/* A confirmed offer no longer lapses. */}
          {tradeIn.status !== 'confirmed' ? <p><Trans>This offer is held until {formatLongDate(offer.expiresAt, i18n.locale)}.</Trans></p> : null}
          <ul className="trade-in__reasons">
            {offer.reasons.map((r, i) => {
              const reason = i18n._(reasonLabel(r.code));
              const amount = f.dollars(r.amount);
              // A translated pattern: French puts a space before the colon.
              return <li key={`${r.code}-${i}`}><Trans>{reason}: {amount}</Trans></li>;
            })}
          </ul>
          {tradeIn.lastValueChange ? (
            <Alert variant="info"><Trans>Value changed after inspection: {tradeIn.lastValueChange.reason}</Trans></Alert>
          ) : null}
          {tradeIn.status === 'confirmed' ? (
            <Alert variant="success">
              <div className="trade-in__next" data-testid="trade-in-next-step">
                <p><Trans>You confirmed this offer. We emailed it to you as a PDF.</Trans></p>
                <p><Trans>Next step: choose your next vehicle and add this trade-in at the Trade-in step of your purchase. We inspect the vehicle when you hand it over.</Trans></p>
                {vehicleId ? (
                  <Link to="/$lang/buy-online/$step" params={{ lang, step: 'trade-in' }} search={{ vehicleId }}><Trans>Back to my purchase</Trans></Link>
                ) : (
                  <a href={`/${lang}/${lang === 'fr-ca' ? 'autos' : 'cars'}`}><Trans>Shop vehicles</Trans></a>
                )}
              </div>
            </Alert>
          ) : (
            <>
              {missing.length > 0 ? (
                <p className="trade-in__hint" data-testid="photos-missing"><Trans>To confirm the offer, add these photos: {missingNames}.</Trans></p>
              ) : null}
              <Button loading={confirm.isPending} onClick={() => void run(() => confirm.mutateAsync({ tradeInId: tradeIn.tradeInId }))}><Trans>Confirm this offer</Trans></Button>
            </>
          )}
        </section>
      ) : tradeIn.status === 'draft' ? (
        <>
          <DealerContactNotice kind="trade-in" />
          <Button loading={appraise.isPending} onClick={() => void run(() => appraise.mutateAsync({ tradeInId: tradeIn.tradeInId }))}>
            <Trans>Get my estimate</Trans>
          </Button>
        </>
      ) : null}
      {tradeIn.status === 'draft' || tradeIn.status === 'appraised' ? (
        <p className="trade-in__hint">
          <Trans>A rare vehicle, or one our guide cannot value?</Trans>{' '}
          <Button variant="secondary" size="small" loading={askAdviser.isPending} onClick={() => void run(() => askAdviser.mutateAsync({ tradeInId: tradeIn.tradeInId, note: '' }))}>
            <Trans>Ask an adviser</Trans>
          </Button>
        </p>
      ) : null}
    </div>
  );
}

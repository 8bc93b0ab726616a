import { Trans, useLingui } from '@lingui/react/macro';
import type { TradeInDetails } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem-messages';
import { currentTradeInQuery } from '../api/get-current-trade-in';
import { useAppraiseTradeIn, useConfirmTradeIn } from '../api/trade-in-commands';
import { reasonLabel } from './labels';
import { PhotoSlots } from './photo-slots';
import { formatLongDate } from '../../../lib/dates';

/** Step 5: the six photos (with upload progress), then the estimate: the band and the reason for each adjustment. */
export function PhotosEstimateStep({ tradeIn }: { tradeIn: TradeInDetails }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const appraise = useAppraiseTradeIn();
  const confirm = useConfirmTradeIn();
  const [error, setError] = useState<string | null>(null);
  const money = (cents: number) => new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(cents / 100);

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
        <Alert variant="info"><Trans>Our advisers will value your vehicle and email you the offer.</Trans></Alert>
      ) : null}
      {offer ? (
        <section className="trade-in__estimate" aria-label={t`Estimated value`}>
          <h2><Trans>Estimated value</Trans></h2>
          <p className="trade-in__band" data-testid="trade-in-band">
            <span data-testid="price-low">{money(offer.priceLow)}</span> – <span data-testid="price-high">{money(offer.priceHigh)}</span>
          </p>
          <p><Trans>This offer is held until {formatLongDate(offer.expiresAt, i18n.locale)}.</Trans></p>
          <ul className="trade-in__reasons">
            {offer.reasons.map((r, i) => {
              const reason = i18n._(reasonLabel(r.code));
              const amount = money(r.amount);
              // A translated pattern: French puts a space before the colon.
              return <li key={`${r.code}-${i}`}><Trans>{reason}: {amount}</Trans></li>;
            })}
          </ul>
          {tradeIn.lastValueChange ? (
            <Alert variant="info"><Trans>Value changed after inspection: {tradeIn.lastValueChange.reason}</Trans></Alert>
          ) : null}
          {tradeIn.status === 'confirmed'
            ? <Alert variant="success"><Trans>You confirmed this offer.</Trans></Alert>
            : <Button loading={confirm.isPending} onClick={() => void run(() => confirm.mutateAsync({ tradeInId: tradeIn.tradeInId }))}><Trans>Confirm this offer</Trans></Button>}
        </section>
      ) : tradeIn.status === 'draft' ? (
        <Button loading={appraise.isPending} onClick={() => void run(() => appraise.mutateAsync({ tradeInId: tradeIn.tradeInId }))}>
          <Trans>Get my estimate</Trans>
        </Button>
      ) : null}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { TRADE_IN_MAIN_PHOTO_SLOTS, type TradeInDetails } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button, Progress } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem-messages';
import { currentTradeInQuery } from '../api/get-current-trade-in';
import { useAppraiseTradeIn, useConfirmTradeIn } from '../api/trade-in-commands';
import { uploadTradeInPhoto } from '../api/upload-trade-in-photo';
import { PHOTO_LABELS, reasonLabel } from './labels';

const readBase64 = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});

/** Step 5: the six photos (with upload progress), then the estimate: the band and the reason for each adjustment. */
export function PhotosEstimateStep({ tradeIn }: { tradeIn: TradeInDetails }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const appraise = useAppraiseTradeIn();
  const confirm = useConfirmTradeIn();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const money = (cents: number) => new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(cents / 100);

  const upload = async (slot: (typeof TRADE_IN_MAIN_PHOTO_SLOTS)[number], file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      await uploadTradeInPhoto({ tradeInId: tradeIn.tradeInId, slot, data: await readBase64(file) }, (f) => setProgress((p) => ({ ...p, [slot]: f })));
      await queryClient.invalidateQueries({ queryKey: currentTradeInQuery.queryKey });
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
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
      <fieldset className="trade-in__photos">
        <legend><Trans>Photos</Trans></legend>
        {TRADE_IN_MAIN_PHOTO_SLOTS.map((slot) => (
          <label key={slot} className="trade-in__photo">
            <span>{i18n._(PHOTO_LABELS[slot])} {tradeIn.photos.includes(slot) ? <Trans>(uploaded)</Trans> : null}</span>
            <input type="file" accept="image/jpeg,image/png,image/heic" data-slot={slot} onChange={(e) => void upload(slot, e.target.files?.[0])} />
            {progress[slot] !== undefined && progress[slot] < 1 ? <Progress value={progress[slot] * 100} label={t`Uploading`} /> : null}
          </label>
        ))}
      </fieldset>
      {tradeIn.status === 'with_advisers' ? (
        <Alert variant="info"><Trans>Our advisers will value your vehicle and email you the offer.</Trans></Alert>
      ) : null}
      {offer ? (
        <section className="trade-in__estimate" aria-label={t`Estimated value`}>
          <h2><Trans>Estimated value</Trans></h2>
          <p className="trade-in__band" data-testid="trade-in-band">
            <span data-testid="price-low">{money(offer.priceLow)}</span> – <span data-testid="price-high">{money(offer.priceHigh)}</span>
          </p>
          <p><Trans>This offer is held until {new Date(offer.expiresAt).toLocaleDateString(i18n.locale)}.</Trans></p>
          <ul className="trade-in__reasons">
            {offer.reasons.map((r, i) => (
              <li key={`${r.code}-${i}`}>{i18n._(reasonLabel(r.code))}: {money(r.amount)}</li>
            ))}
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

import { Trans, useLingui } from '@lingui/react/macro';
import { TRADE_IN_MAIN_PHOTO_SLOTS, type TradeInDetails } from '@marketplace/contracts/trade-in/trade-in.routes';
import { FilePicker, Progress } from '@marketplace/ui';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem-messages';
import { uploadTradeInPhoto } from '../api/upload-trade-in-photo';
import { PHOTO_LABELS } from './labels';

const readBase64 = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});

/** Where the owner reads a saved photo back; the version changes when a photo is replaced, so the thumbnail does too. */
const savedPhotoUrl = (tradeIn: Pick<TradeInDetails, 'tradeInId' | 'version'>, slot: string) =>
  `/api/tradein/trade-in-image/${tradeIn.tradeInId}/${slot}?v=${tradeIn.version}`;

/**
 * The six main photos (front, back, sides, dashboard, interior), each uploaded with its progress; a saved one shows as
 * its thumbnail, also after coming back to the step.
 */
export function PhotoSlots({ tradeIn, onUploaded, onError }: {
  tradeIn: Pick<TradeInDetails, 'tradeInId' | 'photos' | 'version'>; onUploaded: () => Promise<unknown>; onError: (message: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const upload = async (slot: (typeof TRADE_IN_MAIN_PHOTO_SLOTS)[number], file: File) => {
    onError(null);
    try {
      await uploadTradeInPhoto({ tradeInId: tradeIn.tradeInId, slot, data: await readBase64(file) }, (f) => setProgress((p) => ({ ...p, [slot]: f })));
      await onUploaded();
    } catch (e) {
      onError(i18n._(problemMessage(e)));
    }
  };
  return (
    <fieldset className="trade-in__photos">
      <legend><Trans>Photos</Trans></legend>
      {TRADE_IN_MAIN_PHOTO_SLOTS.map((slot) => (
        <FilePicker
          key={slot}
          className="trade-in__photo"
          label={<>{i18n._(PHOTO_LABELS[slot])} {tradeIn.photos.includes(slot) ? <Trans>(uploaded)</Trans> : null}</>}
          accept="image/jpeg,image/png,image/heic"
          data-slot={slot}
          previewUrl={tradeIn.photos.includes(slot) ? savedPhotoUrl(tradeIn, slot) : null}
          previewAlt={i18n._(PHOTO_LABELS[slot])}
          onFile={(file) => void upload(slot, file)}
        >
          {progress[slot] !== undefined && progress[slot] < 1 ? <Progress value={progress[slot] * 100} label={t`Uploading`} /> : null}
        </FilePicker>
      ))}
    </fieldset>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, CheckboxField, FilePicker, LoadingArea, Progress } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '../../../../lib/problem-messages';
import { useConfirmDriversLicence } from '../../api/confirm-drivers-licence';
import { useDriversLicence } from '../../api/get-drivers-licence';
import { purchaseKeys } from '../../api/keys';
import { uploadDriversLicence } from '../../api/upload-drivers-licence';
import { StepActions } from './step-actions';
import type { StepProps } from './types';

const MAX_SIDE = 2000;
const TARGET_BYTES = 900_000;

function readAsBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * Large JPEG/PNG photos are scaled down in the browser before the upload (the server re-encodes them anyway, without
 * EXIF). HEIC, which browsers mostly cannot draw, is sent as it is.
 */
async function shrink(file: File): Promise<Blob> {
  if (file.size <= TARGET_BYTES || !/^image\/(jpeg|png)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b ?? file), 'image/jpeg', 0.85));
}

/** One side: its preview until the licence is confirmed; then only "on file" (the image is never served back). */
function Side({ transactionId, side, url, stored, onUploaded }: { transactionId: string; side: 'front' | 'back'; url: string | null; stored: boolean; onUploaded: () => void }) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const label = side === 'front' ? t`Front of the licence` : t`Back of the licence`;
  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const data = await readAsBase64(await shrink(file));
      await uploadDriversLicence({ transactionId, side, fileName: file.name, data }, setProgress);
      setVersion((v) => v + 1);
      onUploaded();
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    } finally {
      setProgress(null);
    }
  };
  return (
    <FilePicker
      className="licence-side"
      id={`licence-${side}`}
      label={label}
      accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
      onFile={(file) => void upload(file)}
      previewUrl={url ? `${url}?v=${version}` : null}
      previewAlt={label}
      helperText={url ? null : stored ? <Trans>On file.</Trans> : <Trans>Not uploaded yet.</Trans>}
      error={error}
    >
      {progress !== null ? <Progress value={Math.round(progress * 100)} max={100} label={t`Uploading ${label}`} /> : null}
    </FilePicker>
  );
}

/** Step 6: both sides of the driver's licence (JPEG, PNG or HEIC), then the four-corners and address-match confirmations. */
export function DriversLicenseStep({ transaction, vehicleId, onDone, onBack }: StepProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const licence = useDriversLicence(transaction.transactionId);
  const confirm = useConfirmDriversLicence(vehicleId);
  const [corners, setCorners] = useState(false);
  const [address, setAddress] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (licence.isPending || !licence.data) return <LoadingArea />;
  const l = licence.data;
  // The missing-sides banner follows the uploads: it goes once both sides are in.
  const missingSides = submitted && (!l.front.uploaded || !l.back.uploaded);
  const refresh = () => {
    setError(null);
    void queryClient.invalidateQueries({ queryKey: purchaseKeys.licence(transaction.transactionId) });
    void queryClient.invalidateQueries({ queryKey: purchaseKeys.transaction(vehicleId) });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!l.front.uploaded || !l.back.uploaded || !corners || !address) return;
    try {
      await confirm.mutateAsync({ transactionId: transaction.transactionId, fourCornersVisible: corners, addressMatches: address });
      onDone();
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {missingSides ? <Alert variant="error">{t`Upload the front and the back of your driver's licence.`}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Alert variant="info">
        <Trans>Take a clear photo of each side: all four corners must be visible. The address on the licence must match your delivery address.</Trans>
      </Alert>
      <div className="licence-sides">
        <Side transactionId={transaction.transactionId} side="front" url={l.front.url} stored={l.front.uploaded} onUploaded={refresh} />
        <Side transactionId={transaction.transactionId} side="back" url={l.back.url} stored={l.back.uploaded} onUploaded={refresh} />
      </div>
      <CheckboxField label={t`All four corners are visible on both photos`} checked={corners} onChange={(e) => setCorners(e.target.checked)}
        error={t`Please check all fields.`} touched={submitted && !corners} />
      <CheckboxField label={t`The address on my licence matches the delivery address`} checked={address} onChange={(e) => setAddress(e.target.checked)}
        error={t`Please check all fields.`} touched={submitted && !address} />
      <StepActions saving={confirm.isPending} onBack={onBack} submitLabel={<Trans>Confirm and continue</Trans>} />
    </form>
  );
}


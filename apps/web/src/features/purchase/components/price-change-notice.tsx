import { Trans, useLingui } from '@lingui/react/macro';
import { LISTING_PRICE_CHANGED } from '@marketplace/domain/purchase';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem-messages';
import { useAcceptPriceChange } from '../api/accept-price-change';
import type { TransactionDetails } from '../api/get-transaction-details';
import { money } from '../format';

/**
 * A change of the buyer's held price (issue #17 item 1), by staff or because the listing's price moved before the buyer
 * came back: shown with its reason; the buyer accepts it before signing.
 */
export function PriceChangeNotice({ transaction, vehicleId }: { transaction: TransactionDetails; vehicleId: string }) {
  const { t, i18n } = useLingui();
  const accept = useAcceptPriceChange(vehicleId);
  const [error, setError] = useState<string | null>(null);
  const change = transaction.priceChange;
  if (!change) return null;
  const from = money(change.from, i18n.locale);
  const to = money(change.to, i18n.locale);
  const reason = change.reason === LISTING_PRICE_CHANGED ? t`the listed price of this vehicle changed since you started` : change.reason;
  const onAccept = async () => {
    setError(null);
    try {
      await accept.mutateAsync({ transactionId: transaction.transactionId, price: change.to });
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  return (
    <Alert variant="warning" title={<Trans>The price of this vehicle was changed</Trans>}>
      <p><Trans>Your price goes from {from} to {to}. Reason given: {reason}</Trans></p>
      <p><Trans>Accept the new price to sign, or cancel your purchase.</Trans></p>
      {error ? <p role="alert">{error}</p> : null}
      <Button loading={accept.isPending} onClick={() => void onAccept()}><Trans>Accept the new price</Trans></Button>
    </Alert>
  );
}

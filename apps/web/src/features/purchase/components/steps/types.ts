import type { TransactionDetails } from '../../api/get-transaction-details';

export interface StepProps {
  readonly transaction: TransactionDetails;
  readonly vehicleId: string;
  readonly lang: 'en-ca' | 'fr-ca';
  /** Go to the next step (after a successful save). */
  readonly onDone: () => void;
  readonly onBack?: () => void;
  /** Prices of the fields being typed, before saving (the live summary); null when the step leaves. */
  readonly onPricesPreview?: (prices: TransactionDetails['prices']) => void;
}

import type { TransactionDetails } from '../../api/get-transaction-details';

export interface StepProps {
  readonly transaction: TransactionDetails;
  readonly vehicleId: string;
  readonly lang: 'en-ca' | 'fr-ca';
  /** Go to the next step (after a successful save). */
  readonly onDone: () => void;
  readonly onBack?: () => void;
}

import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPage } from '../../../features/customer/components/transaction-history-page';

export const Route = createFileRoute('/$lang/customer/transaction-history')({
  component: TransactionHistoryPage,
});

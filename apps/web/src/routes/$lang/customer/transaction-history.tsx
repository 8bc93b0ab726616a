import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPage } from '../../../features/customer/components/transaction-history-page';
import { useSession } from '../../../lib/session/session';

export const Route = createFileRoute('/$lang/customer/transaction-history')({
  component: TransactionHistory,
});

function TransactionHistory() {
  const { user } = useSession();
  return user ? <TransactionHistoryPage userGuid={user.User_Guid} /> : null;
}

import { createFileRoute } from '@tanstack/react-router';
import { OrderNotFound } from '../../features/purchase/components/empty-states';
import { OrderPlaced } from '../../features/purchase/components/order-placed';

/** /{lang}/buy-online/order-placed?transactionId=: the confirmation after the contract is signed. */
export const Route = createFileRoute('/$lang/buy-online/order-placed')({
  component: OrderPlacedPage,
});

function OrderPlacedPage() {
  const { lang } = Route.useParams();
  const { transactionId } = Route.useSearch();
  if (!transactionId) return <OrderNotFound />;
  return <OrderPlaced transactionId={transactionId} lang={lang} />;
}

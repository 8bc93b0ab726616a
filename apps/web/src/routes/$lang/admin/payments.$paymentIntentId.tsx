import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '../../../features/audit/components/payment-page';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** A payment's own page (issue #46), opened from a payment event on a timeline or from a dispute. */
export const Route = createFileRoute('/$lang/admin/payments/$paymentIntentId')({
  loader: ({ params }) => loadCatalogPartFor('audit', params.lang),
  component: Payment,
});

function Payment() {
  const { paymentIntentId } = Route.useParams();
  return <PaymentPage paymentIntentId={paymentIntentId} />;
}

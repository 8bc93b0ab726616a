import { createFileRoute } from '@tanstack/react-router';
import { CompanyShopitradePage } from '../../../../features/dealer/components/shopitrade-page';

/** `/{lang}/company/{companyId}/shopitrade` (section 25 of the dealer's group): the company's Shopitrade participation. */
export const Route = createFileRoute('/$lang/company/$companyId/shopitrade')({
  component: OwnShopitrade,
});

function OwnShopitrade() {
  const { companyId } = Route.useParams();
  return <CompanyShopitradePage key={companyId} companyId={Number(companyId)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { BlockDetailsPage } from '../../features/trade-in/components/block-details-page';
import { loadCatalogPartsFor } from '../../lib/catalog-part';

/** /{lang}/block-management/trade-in-details/{guid}: a trade-in of the block with its price history (team members, super admins). */
export const Route = createFileRoute('/$lang/block-management_/trade-in-details/$guid')({
  loader: ({ params }) => loadCatalogPartsFor(['account', 'trade-in'], params.lang),
  beforeLoad: (o) => guardArea('customer')(o),
  component: Page,
});

function Page() {
  const { lang, guid } = Route.useParams();
  return (
    <GuardedArea area="customer" lang={lang}>
      <BlockDetailsPage tradeInId={guid} management={true} />
    </GuardedArea>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { BlockDetailsPage } from '../../features/trade-in/components/block-details-page';
import { loadCatalogPartsFor } from '../../lib/catalog-part';

/** /{lang}/block/vehicle-details/{guid} (not nested under the list, whose page has no outlet); the server decides who sees it. */
export const Route = createFileRoute('/$lang/block_/vehicle-details/$guid')({
  loader: ({ params }) => loadCatalogPartsFor(['account', 'trade-in'], params.lang),
  beforeLoad: (o) => guardArea('customer')(o),
  component: Page,
});

function Page() {
  const { lang, guid } = Route.useParams();
  return (
    <GuardedArea area="customer" lang={lang}>
      <BlockDetailsPage tradeInId={guid} management={false} />
    </GuardedArea>
  );
}

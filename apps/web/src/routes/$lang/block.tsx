import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { BlockPage } from '../../features/trade-in/components/block-page';
import { loadCatalogPartsFor } from '../../lib/catalog-part';

/** /{lang}/block: signed-in users reach the page; the server decides who sees the block (others get its 403). */
export const Route = createFileRoute('/$lang/block')({
  loader: ({ params }) => loadCatalogPartsFor(['account', 'trade-in'], params.lang),
  beforeLoad: guardArea('customer'),
  component: Page,
});

function Page() {
  const { lang } = Route.useParams();
  return (
    <GuardedArea area="customer" lang={lang}>
      <BlockPage management={false} />
    </GuardedArea>
  );
}

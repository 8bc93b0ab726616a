import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { GetAnOfferPage } from '../../features/trade-in/components/get-an-offer-page';
import { standaloneBrandOnly } from '../../features/trade-in/standalone-brand';
import { loadCatalogPartsFor } from '../../lib/catalog-part';

/** /{lang}/get-an-offer: starts a standalone trade-in (trade-in brand; other brands go to the wizard), for signed-in customers. */
export const Route = createFileRoute('/$lang/get-an-offer')({
  loader: ({ params }) => loadCatalogPartsFor(['account', 'trade-in'], params.lang),
  beforeLoad: async (o) => {
    standaloneBrandOnly(o);
    await guardArea('customer')(o);
  },
  component: Page,
});

function Page() {
  const { lang } = Route.useParams();
  return (
    <GuardedArea area="customer" lang={lang} layout="public">
      <GetAnOfferPage />
    </GuardedArea>
  );
}

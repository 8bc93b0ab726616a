import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { StandaloneFormPage } from '../../features/trade-in/components/standalone-form-page';
import { standaloneBrandOnly } from '../../features/trade-in/standalone-brand';
import { loadCatalogPartsFor } from '../../lib/catalog-part';

/** /{lang}/trade-in-form/{guid}: the standalone trade-in flow (trade-in brand; other brands go to the wizard), for its signed-in owner. */
export const Route = createFileRoute('/$lang/trade-in-form/$guid')({
  loader: ({ params }) => loadCatalogPartsFor(['account', 'trade-in'], params.lang),
  beforeLoad: async (o) => {
    standaloneBrandOnly(o);
    await guardArea('customer')(o);
  },
  component: Page,
});

function Page() {
  const { lang, guid } = Route.useParams();
  return (
    <GuardedArea area="customer" lang={lang} layout="public">
      <StandaloneFormPage tradeInId={guid} />
    </GuardedArea>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { TradeInWizard } from '../../features/trade-in/components/trade-in-wizard';
import { loadCatalogPartFor } from '../../lib/catalog-part';

/** /{lang}/trade-in: the appraisal wizard, for signed-in customers (spec §2). */
export const Route = createFileRoute('/$lang/trade-in')({
  loader: ({ params }) => loadCatalogPartFor('account', params.lang),
  beforeLoad: guardArea('customer'),
  component: TradeInPage,
});

function TradeInPage() {
  const { lang } = Route.useParams();
  return (
    <GuardedArea area="customer" lang={lang}>
      <TradeInWizard />
    </GuardedArea>
  );
}

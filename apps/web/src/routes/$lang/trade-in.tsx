import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { TradeInWizard } from '../../features/trade-in/components/trade-in-wizard';
import { loadCatalogPartFor } from '../../lib/catalog-part';

/** /{lang}/trade-in: the appraisal wizard, for signed-in customers (spec §2). */
export const Route = createFileRoute('/$lang/trade-in')({
  loader: ({ params }) => loadCatalogPartFor('account', params.lang),
  beforeLoad: guardArea('customer'),
  // ?vehicleId=: opened from a purchase's trade-in step, which the page links back to.
  validateSearch: (search: Record<string, unknown>): { vehicleId?: string } => (typeof search.vehicleId === 'string' ? { vehicleId: search.vehicleId } : {}),
  component: TradeInPage,
});

function TradeInPage() {
  const { lang } = Route.useParams();
  const { vehicleId } = Route.useSearch();
  return (
    <GuardedArea area="customer" lang={lang}>
      {vehicleId ? (
        <p>
          <Link to="/$lang/buy-online/$step" params={{ lang, step: 'trade-in' }} search={{ vehicleId }}>
            <Trans>Back to my purchase</Trans>
          </Link>
        </p>
      ) : null}
      <TradeInWizard />
    </GuardedArea>
  );
}

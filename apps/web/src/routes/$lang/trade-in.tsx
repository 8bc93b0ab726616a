import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { TradeInWizard, type TradeInPrefill } from '../../features/trade-in/components/trade-in-wizard';
import { loadCatalogPartsFor } from '../../lib/catalog-part';

/** /{lang}/trade-in: the appraisal wizard, for signed-in customers (spec §2). */
export const Route = createFileRoute('/$lang/trade-in')({
  loader: ({ params }) => loadCatalogPartsFor(['account', 'trade-in'], params.lang),
  beforeLoad: guardArea('customer'),
  // ?vehicleId=: opened from a purchase's trade-in step, which the page links back to.
  // "Trade it in" from the garage fills the vehicle (and the mileage) in: ?vin=&year=&makeId=&modelId=&trimId=&mileage=
  validateSearch: (search: Record<string, unknown>): TradeInPrefill & { vehicleId?: string } => {
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
    return {
      vin: text(search.vin), year: text(search.year), makeId: text(search.makeId), modelId: text(search.modelId), trimId: text(search.trimId), mileage: text(search.mileage),
      ...(typeof search.vehicleId === 'string' ? { vehicleId: search.vehicleId } : {}),
    };
  },
  component: TradeInPage,
});

function TradeInPage() {
  const { lang } = Route.useParams();
  const { vehicleId, ...prefill } = Route.useSearch();
  return (
    <GuardedArea area="customer" lang={lang} layout="public">
      {vehicleId ? (
        <p>
          <Link to="/$lang/buy-online/$step" params={{ lang, step: 'trade-in' }} search={{ vehicleId }}>
            <Trans>Back to my purchase</Trans>
          </Link>
        </p>
      ) : null}
      <TradeInWizard prefill={prefill} />
    </GuardedArea>
  );
}

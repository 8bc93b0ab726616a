import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { guardArea } from '../../app/guard-area';
import { GuardedArea } from '../../app/guarded-area';
import { TradeInWizard, type TradeInPrefill } from '../../features/trade-in/components/trade-in-wizard';

/** The garage's "Trade it in" search: numbers as numbers (`year=2023`, never a JSON-quoted `year=%222023%22`). */
export interface TradeInSearch {
  vin?: string;
  year?: number;
  makeId?: number;
  modelId?: number;
  trimId?: number;
  mileage?: number;
  vehicleId?: string;
}
import { loadCatalogPartsFor } from '../../lib/catalog-part';

/** /{lang}/trade-in: the appraisal wizard, for signed-in customers (spec §2). */
export const Route = createFileRoute('/$lang/trade-in')({
  loader: ({ params }) => loadCatalogPartsFor(['account', 'trade-in'], params.lang),
  beforeLoad: guardArea('customer'),
  // ?vehicleId=: opened from a purchase's trade-in step, which the page links back to.
  // "Trade it in" from the garage fills the vehicle (and the mileage) in: ?vin=&year=&makeId=&modelId=&trimId=&mileage=
  // Links written before carried JSON-quoted strings ("2023"): read as the numbers they are.
  validateSearch: (search: Record<string, unknown>): TradeInSearch => {
    const whole = (v: unknown) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined;
      return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
    };
    const out: TradeInSearch = {};
    if (typeof search.vin === 'string' && search.vin.trim() !== '') out.vin = search.vin.trim();
    for (const key of ['year', 'makeId', 'modelId', 'trimId', 'mileage'] as const) {
      const n = whole(search[key]);
      if (n !== undefined) out[key] = n;
    }
    if (typeof search.vehicleId === 'string') out.vehicleId = search.vehicleId;
    return out;
  },
  component: TradeInPage,
});

function TradeInPage() {
  const { lang } = Route.useParams();
  const { vehicleId, ...search } = Route.useSearch();
  const prefill: TradeInPrefill = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)]));
  return (
    <GuardedArea area="customer" lang={lang} layout="public">
      {vehicleId ? (
        <p>
          <Link to="/$lang/buy-online/$step" params={{ lang, step: 'trade-in' }} search={{ vehicleId }}>
            <Trans>Back to my purchase</Trans>
          </Link>
        </p>
      ) : null}
      <TradeInWizard prefill={prefill} vehicleId={vehicleId} />
    </GuardedArea>
  );
}

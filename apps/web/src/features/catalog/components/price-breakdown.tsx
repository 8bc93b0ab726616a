import { Trans, useLingui } from '@lingui/react/macro';
import type { VehicleDetail } from '../api/get-vehicle';
import { money } from '../format';
import { FEE_LABELS, labelOr } from '../labels';

/**
 * The advertised price's breakdown. All-in pricing (Ontario OMVIC; Quebec Consumer Protection Act s.224; Alberta
 * AMVIC): freight, PDI, levies and every dealer fee are in the price; only sales taxes and licensing are added.
 * The total is shown larger than its parts (s.224).
 */
export function PriceBreakdown({ price, lang }: { price: VehicleDetail['price']; lang: string }) {
  const { i18n } = useLingui();
  return (
    <section className="price-breakdown" aria-labelledby="price-breakdown-title">
      <h2 id="price-breakdown-title" className="card-title">
        <Trans>Price breakdown</Trans>
      </h2>
      <dl className="price-lines">
        <div className="price-lines__row">
          <dt>
            <Trans>Vehicle price</Trans>
          </dt>
          <dd>{money(price.vehiclePrice, lang)}</dd>
        </div>
        {price.fees.map((fee) => (
          <div key={fee.code} className="price-lines__row">
            <dt>{labelOr(FEE_LABELS, fee.code, (d) => i18n._(d))}</dt>
            <dd>{money(fee.amount, lang)}</dd>
          </div>
        ))}
        <div className="price-lines__row price-lines__row--total">
          <dt>
            <Trans>All-in price</Trans>
          </dt>
          <dd>{money(price.allInPrice, lang)}</dd>
        </div>
      </dl>
      <p className="price-breakdown__note">
        <Trans>Freight, PDI and all fees included. Plus taxes and licensing.</Trans>
      </p>
    </section>
  );
}

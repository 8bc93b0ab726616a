import { Trans } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { brandText, useBrand } from '../../../lib/brand/brand-context';
import { useDocumentTitle } from '../../../lib/hooks';
import { useLang } from '../../../lib/use-lang';

/** The trade-in brand's home (trade.localhost): one way in, "Get an offer". */
export function TradeInHome() {
  const lang = useLang();
  const name = brandText(useBrand().name, lang);
  useDocumentTitle(null);
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          <Trans>Sell or trade in your vehicle with {name}</Trans>
        </h1>
        <p className="home__lead">
          <Trans>Enter your VIN, add six photos and verify your phone: we send you an offer, held 7 days, and the appraisal by email.</Trans>
        </p>
        <div className="home__actions">
          <Button asChild size="large">
            <Link to="/$lang/get-an-offer" params={{ lang }}>
              <Trans>Get an offer</Trans>
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

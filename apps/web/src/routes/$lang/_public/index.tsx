import { createFileRoute } from '@tanstack/react-router';
import { DealerSignup } from '../../../features/dealer-signup/components/dealer-signup';
import { HomePage } from '../../../features/home/components/home-page';
import { TradeInHome } from '../../../features/trade-in/components/trade-in-home';
import { isStandaloneBrand } from '../../../features/trade-in/standalone-brand';
import { useBrand } from '../../../lib/brand/brand-context';
import { WithCatalogPart } from '../../../lib/catalog-part';

/** `/{lang}/`: the home of the shell; the trade-in brand's home leads to "Get an offer". */
export const Route = createFileRoute('/$lang/_public/')({
  component: Home,
});

function Home() {
  return isStandaloneBrand(useBrand().id) ? (
    <WithCatalogPart part="trade-in">
      <TradeInHome />
    </WithCatalogPart>
  ) : (
    <HomePage dealerSignup={<DealerSignup />} />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { NoVehicleChosen } from '../../features/purchase/components/empty-states';
import { StartPurchase } from '../../features/purchase/components/start-purchase';

/** /{lang}/buy-online?vehicleId=: the lock screen; starts or continues a purchase. */
export const Route = createFileRoute('/$lang/buy-online/')({
  component: StartPage,
});

function StartPage() {
  const { lang } = Route.useParams();
  const { vehicleId } = Route.useSearch();
  if (!vehicleId) return <NoVehicleChosen />;
  return <StartPurchase key={vehicleId} vehicleId={vehicleId} lang={lang} />;
}

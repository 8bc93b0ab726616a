import { createFileRoute } from '@tanstack/react-router';
import { VehiclePage } from '../../features/catalog/components/vehicle-page';

export const Route = createFileRoute('/$lang/autos/$vehicleId')({
  component: Vehicle,
});

function Vehicle() {
  const { lang, vehicleId } = Route.useParams();
  return <VehiclePage key={vehicleId} vehicleId={vehicleId} lang={lang} segment="autos" />;
}

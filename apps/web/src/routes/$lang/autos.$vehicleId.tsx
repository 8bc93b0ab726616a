import { vehicleIdOfSegment } from '@marketplace/contracts/catalog/vehicle-page-url';
import { createFileRoute } from '@tanstack/react-router';
import { VehiclePage } from '../../features/catalog/components/vehicle-page';

export const Route = createFileRoute('/$lang/autos/$vehicleId')({
  component: Vehicle,
});

function Vehicle() {
  // `2021-honda-civic-ex-{id}`: the slug is for people and search engines, the id names the vehicle (ADR 0061).
  const { lang, vehicleId: segment } = Route.useParams();
  const vehicleId = vehicleIdOfSegment(segment) ?? segment;
  return <VehiclePage key={vehicleId} vehicleId={vehicleId} lang={lang} segment="autos" />;
}

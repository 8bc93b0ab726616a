import { vehicleIdOfSegment } from '@marketplace/contracts/catalog/vehicle-page-url';
import { createFileRoute } from '@tanstack/react-router';
import { VehiclePage } from '../../features/catalog/components/vehicle-page';
import { vehiclePageData } from '../../features/catalog/page-data';

export const Route = createFileRoute('/$lang/cars/$vehicleId')({
  // Prices and kilometres in the first render: the number data is loaded before the hydration (main.tsx).
  staticData: { formatsNumbers: true },
  // Rendered on the server (ADR 0065): the vehicle and the other vehicles its page links to.
  loader: vehiclePageData,
  component: Vehicle,
});

function Vehicle() {
  // `2021-honda-civic-ex-{id}`: the slug is for people and search engines, the id names the vehicle (ADR 0061).
  const { lang, vehicleId: segment } = Route.useParams();
  const vehicleId = vehicleIdOfSegment(segment) ?? segment;
  return <VehiclePage key={vehicleId} vehicleId={vehicleId} lang={lang} segment="cars" />;
}

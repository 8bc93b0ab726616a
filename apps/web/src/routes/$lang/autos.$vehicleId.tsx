import { vehicleIdOfSegment } from '@marketplace/contracts/catalog/vehicle-page-url';
import { createFileRoute } from '@tanstack/react-router';
import { VehiclePage } from '../../features/catalog/components/vehicle-page';
import { serverPageData } from '../../lib/page-data';

export const Route = createFileRoute('/$lang/autos/$vehicleId')({
  // Prices and kilometres in the first render: the number data is loaded before the hydration (main.tsx).
  staticData: { formatsNumbers: true },
  // Rendered on the server (ADR 0065): the vehicle, then the other vehicles its page links to (of its make). The
  // queries are imported there only: their contracts (classic zod) stay out of the browser's first load.
  loader: ({ context: { queryClient }, params }) =>
    serverPageData(async () => {
      const [{ isVehicleId, vehicleQuery }, { similarVehiclesQuery }] = await Promise.all([
        import('../../features/catalog/api/get-vehicle'),
        import('../../features/catalog/api/get-similar-vehicles'),
      ]);
      const id = vehicleIdOfSegment(params.vehicleId) ?? params.vehicleId;
      if (isVehicleId(id)) await queryClient.prefetchQuery(vehicleQuery(id));
      const vehicle = queryClient.getQueryData(vehicleQuery(id).queryKey);
      await queryClient.prefetchQuery(similarVehiclesQuery(id, vehicle?.make.id ?? null));
    }),
  component: Vehicle,
});

function Vehicle() {
  // `2021-honda-civic-ex-{id}`: the slug is for people and search engines, the id names the vehicle (ADR 0061).
  const { lang, vehicleId: segment } = Route.useParams();
  const vehicleId = vehicleIdOfSegment(segment) ?? segment;
  return <VehiclePage key={vehicleId} vehicleId={vehicleId} lang={lang} segment="autos" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { GaragePage } from '../../../features/garage/components/garage-page';

/** /{lang}/customer/garage: the signed-in customer's garage (the customer area guards it). */
export const Route = createFileRoute('/$lang/customer/garage')({
  // Loaders are not code-split: the API file (and its contract) is imported lazily to stay out of the first page's bundle.
  loader: async ({ context }) => {
    const { garageVehiclesQuery } = await import('../../../features/garage/api/garage-vehicles');
    await context.queryClient.ensureQueryData(garageVehiclesQuery);
  },
  component: GaragePage,
});

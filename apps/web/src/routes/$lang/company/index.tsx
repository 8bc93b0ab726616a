import { UserType } from '@marketplace/domain/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { currentUserQuery } from '../../../lib/session/api/current-user';
import { DealershipsPage } from '../../../features/dealer/components/dealerships-page';

/**
 * `/{lang}/company`: the super admin's way into the dealerships (issue #45 item 9), one link per company to its
 * dashboard. A dealer has one company: they go to its dashboard.
 */
export const Route = createFileRoute('/$lang/company/')({
  beforeLoad: async ({ context, params }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (user?.UserTypeId === UserType.Dealer && Number(user.Company_ID ?? 0) > 0) {
      throw redirect({ to: '/$lang/company/$companyId/dashboard', params: { lang: params.lang, companyId: String(user.Company_ID) }, replace: true });
    }
  },
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: DealershipsPage,
});

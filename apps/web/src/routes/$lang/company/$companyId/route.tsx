import { UserType } from '@marketplace/domain/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCatalogPartFor } from '../../../../lib/catalog-part';
import { currentUserQuery } from '../../../../lib/session/api/current-user';

/**
 * `/{lang}/company/{companyId}/...`: a dealer (type 9) sees only their own company; another company's pages send them
 * to the customer dashboard (spec §2). The server answers 404 for another company's data in any case.
 */
export const Route = createFileRoute('/$lang/company/$companyId')({
  beforeLoad: async ({ context, params }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    const own = user?.UserTypeId === UserType.Dealer ? Number(user.Company_ID ?? 0) : null;
    if (!/^\d+$/.test(params.companyId) || (own !== null && own !== Number(params.companyId))) {
      throw redirect({ to: '/$lang/customer/dashboard', params: { lang: params.lang }, replace: true });
    }
  },
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
});

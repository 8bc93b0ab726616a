import { createFileRoute } from '@tanstack/react-router';
import { CompaniesPage } from '../../../../features/dealer/components/companies-page';
import { loadCatalogPartFor } from '../../../../lib/catalog-part';

/** `/{lang}/admin/companies` (spec §2; types 6 and 7, the area's guard). */
export const Route = createFileRoute('/$lang/admin/companies/')({
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: CompaniesPage,
});

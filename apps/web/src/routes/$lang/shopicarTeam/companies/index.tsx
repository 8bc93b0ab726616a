import { createFileRoute } from '@tanstack/react-router';
import { CompaniesPage } from '../../../../features/dealer/components/companies-page';
import { loadCatalogPartFor } from '../../../../lib/catalog-part';

/** `/{lang}/shopicarTeam/companies` (section 3 of the team's group; types 18 and 6): every company, read only. */
export const Route = createFileRoute('/$lang/shopicarTeam/companies/')({
  loader: ({ params }) => loadCatalogPartFor('dealer', params.lang),
  component: TeamCompanies,
});

function TeamCompanies() {
  return <CompaniesPage area="shopicarTeam" />;
}

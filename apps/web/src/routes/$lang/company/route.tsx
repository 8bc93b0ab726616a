import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../../app/guard-area';
import { GuardedArea } from '../../../app/guarded-area';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { NotFoundPage } from '../../../features/errors/components/not-found-page';

/** Company area: dealers and super admins; anyone else goes to the customer dashboard (spec §6). */
export const Route = createFileRoute('/$lang/company')({
  loader: ({ params }) => loadCatalogPartFor('account', params.lang),
  beforeLoad: guardArea('company'),
  component: CompanyArea,
  notFoundComponent: NotFoundPage,
});

function CompanyArea() {
  const { lang } = Route.useParams();
  return <GuardedArea area="company" lang={lang} />;
}

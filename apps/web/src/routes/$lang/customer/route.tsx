import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../../app/guard-area';
import { GuardedArea } from '../../../app/guarded-area';
import { loadCatalogPartFor } from '../../../lib/catalog-part';

/** Customer area: any signed-in user (spec §6). */
export const Route = createFileRoute('/$lang/customer')({
  loader: ({ params }) => loadCatalogPartFor('account', params.lang),
  beforeLoad: guardArea('customer'),
  component: CustomerArea,
});

function CustomerArea() {
  const { lang } = Route.useParams();
  return <GuardedArea area="customer" lang={lang} />;
}

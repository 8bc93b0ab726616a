import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../../app/guard-area';
import { GuardedArea } from '../../../app/guarded-area';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { NotFoundPage } from '../../../features/errors/components/not-found-page';

/** admin area (spec §6); its users management has its own catalog part (small, and only administrators load it). */
export const Route = createFileRoute('/$lang/admin')({
  loader: ({ params }) => Promise.all([loadCatalogPartFor('account', params.lang), loadCatalogPartFor('admin', params.lang)]),
  beforeLoad: guardArea('admin'),
  component: Area,
  notFoundComponent: NotFoundPage,
});

function Area() {
  const { lang } = Route.useParams();
  return <GuardedArea area="admin" lang={lang} />;
}

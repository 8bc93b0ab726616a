import { createFileRoute } from '@tanstack/react-router';
import { guardArea } from '../../../app/guard-area';
import { GuardedArea } from '../../../app/guarded-area';
import { loadCatalogPartFor } from '../../../lib/catalog-part';
import { NotFoundPage } from '../../../features/errors/components/not-found-page';

/** vehiclesTeam area (spec §6). */
export const Route = createFileRoute('/$lang/vehiclesTeam')({
  loader: ({ params }) => loadCatalogPartFor('account', params.lang),
  beforeLoad: guardArea('vehiclesTeam'),
  component: Area,
  notFoundComponent: NotFoundPage,
});

function Area() {
  const { lang } = Route.useParams();
  return <GuardedArea area="vehiclesTeam" lang={lang} />;
}

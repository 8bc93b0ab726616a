import { createFileRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/errors/components/not-found-page';
import { PublicLayout } from '../../features/layout/components/public-layout';
import { activateLocale } from '../../lib/i18n';
import { isSupportedLocale } from '../../lib/languages';

/** Activates the catalog of the language in the URL (the root route has already validated it). */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params }) => {
    if (isSupportedLocale(params.lang)) await activateLocale(params.lang);
  },
  component: Outlet,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  ),
});

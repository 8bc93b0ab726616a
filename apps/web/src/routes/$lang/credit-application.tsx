import { createFileRoute } from '@tanstack/react-router';
import { CreditWizard } from '../../features/credit/components/credit-wizard';
import { isSupportedLocale } from '../../lib/languages';

/** /{lang}/credit-application?page=: the credit pre-qualification wizard (spec §2). */
export const Route = createFileRoute('/$lang/credit-application')({
  validateSearch: (search: Record<string, unknown>): { page?: string } => (typeof search.page === 'string' ? { page: search.page } : {}),
  component: CreditApplicationPage,
});

function CreditApplicationPage() {
  const { lang } = Route.useParams();
  const { page } = Route.useSearch();
  return isSupportedLocale(lang) ? <CreditWizard lang={lang} page={page} /> : null;
}

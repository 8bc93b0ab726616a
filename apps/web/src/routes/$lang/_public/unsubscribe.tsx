import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePanel } from '../../../features/unsubscribe/components/unsubscribe-panel';
import { useDocumentTitle } from '../../../lib/hooks';

export const Route = createFileRoute('/$lang/_public/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string; list?: 'price-change' } => ({
    ...(typeof search.token === 'string' && search.token ? { token: search.token } : {}),
    ...(search.list === 'price-change' ? { list: 'price-change' as const } : {}),
  }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { t } = useLingui();
  const { token, list } = Route.useSearch();
  useDocumentTitle(t`Unsubscribe`);
  return <UnsubscribePanel token={token ?? null} list={list ?? 'marketing'} />;
}

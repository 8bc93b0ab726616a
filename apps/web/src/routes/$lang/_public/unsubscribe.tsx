import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { UnsubscribeList } from '../../../features/unsubscribe/api/unsubscribe';
import { UnsubscribePanel } from '../../../features/unsubscribe/components/unsubscribe-panel';
import { useDocumentTitle } from '../../../lib/hooks';

export const Route = createFileRoute('/$lang/_public/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string; list?: UnsubscribeList } => ({
    ...(typeof search.token === 'string' && search.token ? { token: search.token } : {}),
    ...(search.list === 'price-change' || search.list === 'reminders' ? { list: search.list } : {}),
  }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { t } = useLingui();
  const { token, list } = Route.useSearch();
  useDocumentTitle(t`Unsubscribe`);
  return <UnsubscribePanel token={token ?? null} list={list ?? 'reminders'} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { __Pascal__Page } from '../../../features/__kebab__/components/__kebab__-page';

/** /{lang}/customer/__kebab__: the signed-in user's __title__ list (the customer area guards it). */
export const Route = createFileRoute('/$lang/customer/__kebab__')({
  // Loaders are not code-split: the API file (and its contract) is imported lazily to stay out of the first page's bundle.
  loader: async ({ context }) => {
    const { __camel__ListQuery } = await import('../../../features/__kebab__/api/get-__kebab__-list');
    await context.queryClient.ensureQueryData(__camel__ListQuery);
  },
  component: __Pascal__Page,
});

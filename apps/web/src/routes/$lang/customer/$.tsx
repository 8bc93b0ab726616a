import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: any other path of the customer area redirects to the dashboard. */
export const Route = createFileRoute('/$lang/customer/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/customer/dashboard', params: { lang: params.lang }, replace: true });
  },
});

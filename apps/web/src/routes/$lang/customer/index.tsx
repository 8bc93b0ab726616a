import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/$lang/customer/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/customer/dashboard', params, replace: true });
  },
});

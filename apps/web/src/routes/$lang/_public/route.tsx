import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../../../features/layout/components/public-layout';

/** Pathless layout of the public pages (spec §2 public layout). */
export const Route = createFileRoute('/$lang/_public')({
  component: () => <PublicLayout />,
});

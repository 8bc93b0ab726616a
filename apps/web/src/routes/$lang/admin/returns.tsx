import { createFileRoute } from '@tanstack/react-router';
import { StaffReturnsPage } from '../../../features/returns/components/staff-returns-page';

export const Route = createFileRoute('/$lang/admin/returns')({
  component: StaffReturnsPage,
});

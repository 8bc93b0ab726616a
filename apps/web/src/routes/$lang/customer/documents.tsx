import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../features/customer/components/documents-page';

export const Route = createFileRoute('/$lang/customer/documents')({
  component: DocumentsPage,
});

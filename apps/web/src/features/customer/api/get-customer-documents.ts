import { useQuery } from '@tanstack/react-query';
import { getCustomerDocuments } from '../../../lib/api/client/purchase/documents.routes';

/**
 * GET /api/customers/get-customer-documents: the customer's contracts, deposit receipts, trade-in appraisals and
 * pre-qualification results (each a PDF at its `url`), and the licences on file.
 */
export function useCustomerDocuments() {
  return useQuery({ queryKey: ['customer', 'documents'] as const, queryFn: ({ signal }) => getCustomerDocuments({ signal }) });
}

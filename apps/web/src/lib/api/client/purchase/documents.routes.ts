// Generated from libs/contracts/src/purchase/documents.routes.ts by `npm run generate:web-client`: do not edit.
import { customerDocumentRoute, getCustomerDocumentsRoute } from '@marketplace/contracts/purchase/documents.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/customers/documents/:kind/:id: One of the customer's documents as a PDF, in their language first (the owner only: 404 otherwise) */
export const customerDocument = (input?: RouteCallInput<typeof customerDocumentRoute>) => callRoute(customerDocumentRoute, input);

/** GET /api/customers/get-customer-documents: The signed-in customer's documents, newest first, and the licences on file (never served back once confirmed) */
export const getCustomerDocuments = (input?: RouteCallInput<typeof getCustomerDocumentsRoute>) => callRoute(getCustomerDocumentsRoute, input);

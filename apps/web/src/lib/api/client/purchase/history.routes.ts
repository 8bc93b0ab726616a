// Generated from libs/contracts/src/purchase/history.routes.ts by `npm run generate:web-client`: do not edit.
import { getTransactionHistoryRoute } from '@marketplace/contracts/purchase/history.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/customers/get-customer-transaction-history: The buyer's transactions, newest first, with status, deposit, documents and id */
export const getTransactionHistory = (input?: RouteCallInput<typeof getTransactionHistoryRoute>) => callRoute(getTransactionHistoryRoute, input);

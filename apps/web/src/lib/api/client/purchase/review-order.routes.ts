// Generated from libs/contracts/src/purchase/review-order.routes.ts by `npm run generate:web-client`: do not edit.
import { contractPreviewRoute, contractRoute, finalizeRoute, getCustomerVehicleOrderRoute, getReviewOrderDetailsRoute, uploadSignatureRoute } from '@marketplace/contracts/purchase/review-order.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/revieworder/contract/:transactionId: The signed contract PDF (the buyer and staff only) */
export const contract = (input?: RouteCallInput<typeof contractRoute>) => callRoute(contractRoute, input);

/** GET /api/revieworder/contract-preview/:transactionId: The contract about to be signed, to read before signing: the same figures and credit disclosure, marked as an unsigned draft, in the buyer's language (the buyer only) */
export const contractPreview = (input?: RouteCallInput<typeof contractPreviewRoute>) => callRoute(contractPreviewRoute, input);

/** POST /api/revieworder/finalize: Generates the contract PDF in the buyer's language (their profile's; French first for a Quebec address) and records ContractSigned with its URL */
export const finalize = (input?: RouteCallInput<typeof finalizeRoute>) => callRoute(finalizeRoute, input);

/** GET /api/revieworder/get-customer-vehicle-order: The order as placed (the order-placed page and the cart modal): status, contract, totals */
export const getCustomerVehicleOrder = (input?: RouteCallInput<typeof getCustomerVehicleOrderRoute>) => callRoute(getCustomerVehicleOrderRoute, input);

/** GET /api/revieworder/get-review-order-details: Everything the review step shows: vehicle, buyer, choices, prices, deposit, what still blocks the signature */
export const getReviewOrderDetails = (input?: RouteCallInput<typeof getReviewOrderDetailsRoute>) => callRoute(getReviewOrderDetailsRoute, input);

/** POST /api/revieworder/upload-signature: The drawn signature (PNG, base64 or a data: URL), re-encoded and stored privately */
export const uploadSignature = (input?: RouteCallInput<typeof uploadSignatureRoute>) => callRoute(uploadSignatureRoute, input);

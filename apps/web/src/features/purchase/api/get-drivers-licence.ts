import { getDriversLicenseRoute } from '@marketplace/contracts/purchase/customer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** GET /api/customers/get-customer-drivers-licence: which sides are uploaded (with private image links), confirmed or not. */
export const licenceQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.licence(transactionId),
    queryFn: ({ signal }) => callRoute(getDriversLicenseRoute, { query: { transactionId }, signal }),
  });

export function useDriversLicence(transactionId: string) {
  return useQuery(licenceQuery(transactionId));
}

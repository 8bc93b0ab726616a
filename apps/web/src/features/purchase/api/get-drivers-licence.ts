import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getDriversLicense } from '../../../lib/api/client/purchase/customer.routes';

/** GET /api/customers/get-customer-drivers-licence: which sides are uploaded (with private image links), confirmed or not. */
export const licenceQuery = (transactionId: string) =>
  queryOptions({
    queryKey: purchaseKeys.licence(transactionId),
    queryFn: ({ signal }) => getDriversLicense({ query: { transactionId }, signal }),
  });

export function useDriversLicence(transactionId: string) {
  return useQuery(licenceQuery(transactionId));
}

import { confirmDriversLicenseRoute } from '@marketplace/contracts/purchase/customer.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { purchaseKeys } from './keys';
import { confirmDriversLicense } from '../../../lib/api/client/purchase/customer.routes';

/** POST /api/customers/confirm-customer-drivers-license: four corners visible, the address matches. */
export function useConfirmDriversLicence(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof confirmDriversLicenseRoute.body>) => confirmDriversLicense({ body }),
    onSuccess: (details) => {
      queryClient.setQueryData(purchaseKeys.transaction(vehicleId), details);
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.licence(details.transactionId) });
    },
  });
}

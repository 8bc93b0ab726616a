import { uploadSignatureRoute } from '@marketplace/contracts/purchase/review-order.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { purchaseKeys } from './keys';

/** POST /api/revieworder/upload-signature: the drawn signature (a PNG data URL). */
export function useUploadSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { transactionId: string; signature: string }) => callRoute(uploadSignatureRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...purchaseKeys.all, 'review'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { uploadSignature } from '../../../lib/api/client/purchase/review-order.routes';

/** POST /api/revieworder/upload-signature: the drawn signature (a PNG data URL). */
export function useUploadSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { transactionId: string; signature: string }) => uploadSignature({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...purchaseKeys.all, 'review'] }),
  });
}

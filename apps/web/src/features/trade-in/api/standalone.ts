import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { finalizeStandAloneTradeIn, getTradeInDetails, sendEmailPdf, sendSmsCodeTradeIn } from '../../../lib/api/client/trade-in/trade-in.routes';

/** GET /api/tradein/get-trade-in-details?tradeInId=: one trade-in of the signed-in user (the standalone form's). */
export const tradeInDetailsQuery = (tradeInId: string) => queryOptions({
  queryKey: ['trade-in', 'details', tradeInId] as const,
  queryFn: ({ signal }) => getTradeInDetails({ query: { tradeInId }, signal }),
  retry: false,
});
export const useTradeInDetails = (tradeInId: string) => useQuery(tradeInDetailsQuery(tradeInId));

/** POST /api/user/SendSmsCodeTradeIn: texts a 6-digit code to verify the phone. */
export const useSendSmsCodeTradeIn = () => useMutation({
  mutationFn: (body: { tradeInId: string; Phone: string }) => sendSmsCodeTradeIn({ body }),
});

/** POST /api/tradein/finalize-stand-alone-tradein: the code typed back and the six photos complete the trade-in. */
export function useFinalizeStandalone(tradeInId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => finalizeStandAloneTradeIn({ body: { tradeInId, code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeInDetailsQuery(tradeInId).queryKey }),
  });
}

/** POST /api/tradein/send-email-pdf: the appraisal as a PDF, by email. */
export const useSendEmailPdf = () => useMutation({
  mutationFn: (tradeInId: string) => sendEmailPdf({ body: { tradeInId } }),
});

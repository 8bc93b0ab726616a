import {
  appraiseTradeInRoute, askAdviserRoute, confirmTradeInRoute, createStandAloneTradeInRoute, createTradeInRoute, discardTradeInRoute, saveBasicInformationRoute, saveConditionRoute,
  saveFeaturesRoute,
} from '@marketplace/contracts/trade-in/trade-in.routes';
import type { RouteContract } from '@marketplace/contracts/shared/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteCallInput } from '../../../lib/api-route';
import { currentTradeInQuery } from './get-current-trade-in';

/**
 * The wizard's commands (POST /api/tradein/create-trade-in, save-basic-information, save-features, save-condition,
 * appraise-trade-in, confirm-stand-alone-trade-in, discard-trade-in). Each refetches the current trade-in, which
 * reads its own write.
 */
function useTradeInCommand<R extends RouteContract>(route: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RouteCallInput<R>['body']>) => callRoute(route, { body } as RouteCallInput<R>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentTradeInQuery.queryKey }),
  });
}

export const useCreateTradeIn = () => useTradeInCommand(createTradeInRoute);
/** POST /api/tradein/create-stand-alone-trade-in: the trade-in brand's "Get an offer" (same body and answer as the wizard's). */
export const useCreateStandAloneTradeIn = () => useTradeInCommand(createStandAloneTradeInRoute);
export const useSaveBasicInformation = () => useTradeInCommand(saveBasicInformationRoute);
export const useSaveFeatures = () => useTradeInCommand(saveFeaturesRoute);
export const useSaveCondition = () => useTradeInCommand(saveConditionRoute);
export const useAppraiseTradeIn = () => useTradeInCommand(appraiseTradeInRoute);
export const useConfirmTradeIn = () => useTradeInCommand(confirmTradeInRoute);
export const useDiscardTradeIn = () => useTradeInCommand(discardTradeInRoute);
/** POST /api/tradein/ask-adviser: advisers value the vehicle instead of the guide (ADR 0058). */
export const useAskAdviser = () => useTradeInCommand(askAdviserRoute);

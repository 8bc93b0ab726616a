import { tradeInVinDecodeRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/tradein/vin-decode?vin=: model year, make and the catalog's models and trims (400 trade_in.invalid_vin). */
export function useVinDecode() {
  return useMutation({ mutationFn: (vin: string) => callRoute(tradeInVinDecodeRoute, { query: { vin } }) });
}

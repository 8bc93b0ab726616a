import { useMutation } from '@tanstack/react-query';
import { tradeInVinDecode } from '../../../lib/api/client/trade-in/vehicle-data.routes';

/** GET /api/tradein/vin-decode?vin=: model year, make and the catalog's models and trims (400 trade_in.invalid_vin). */
export function useVinDecode() {
  return useMutation({ mutationFn: (vin: string) => tradeInVinDecode({ query: { vin } }) });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { tradeInMakes, tradeInModels, tradeInSeries, tradeInVinDecode, tradeInYears } from '../../../lib/api/client/trade-in/vehicle-data.routes';

/** The catalog's vehicle lists (served by the trade-in context) for the add-a-car form. */
const staleTime = 5 * 60_000;

export const useYears = () => useQuery({ queryKey: ['garage', 'years'], queryFn: ({ signal }) => tradeInYears({ signal }), staleTime });

export const useMakes = (year: number | null) =>
  useQuery({ queryKey: ['garage', 'makes', year], queryFn: ({ signal }) => tradeInMakes({ query: { year: year! }, signal }), enabled: year !== null, staleTime });

export const useModels = (year: number | null, makeId: number | null) =>
  useQuery({
    queryKey: ['garage', 'models', year, makeId], staleTime, enabled: year !== null && makeId !== null,
    queryFn: ({ signal }) => tradeInModels({ query: { year: year!, makeId: makeId! }, signal }),
  });

export const useTrims = (year: number | null, modelId: number | null) =>
  useQuery({
    queryKey: ['garage', 'trims', year, modelId], staleTime, enabled: year !== null && modelId !== null,
    queryFn: ({ signal }) => tradeInSeries({ query: { year: year!, modelId: modelId! }, signal }),
  });

/** The VIN's year and make, with the catalog's models and trims of that make and year (400 trade_in.invalid_vin). */
export const useVinDecode = () => useMutation({ mutationFn: (vin: string) => tradeInVinDecode({ query: { vin } }) });

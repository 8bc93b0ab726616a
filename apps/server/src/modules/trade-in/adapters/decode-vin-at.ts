import { decodeVin, isDomainError, TradeInErrors } from '@marketplace/domain';

/** `decodeVin`, with the refusal naming the request field the VIN came in. */
export function decodeVinAt(vin: string, asOfYear: number, field: string) {
  try {
    return decodeVin(vin, asOfYear);
  } catch (error) {
    if (isDomainError(error) && error.code === 'trade_in.invalid_vin') throw TradeInErrors.invalidVin(field);
    throw error;
  }
}

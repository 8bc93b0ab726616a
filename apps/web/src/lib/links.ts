import { runtimeConfig } from './runtime-config';
import { inventorySegment } from './languages';

/**
 * The inventory lives on its own site (spec §7 "Inventory redirect"): `{inventoryUrl}/{lang}/cars|autos`,
 * same origin when no inventory URL is configured. Connected users pass their guid as UserId.
 */
export function inventoryHref(lang: string, options: { userGuid?: string | null; vehicleId?: string | number | null } = {}): string {
  const base = (runtimeConfig().inventoryUrl ?? '').replace(/\/+$/, '');
  const params = new URLSearchParams();
  if (options.userGuid) params.set('UserId', options.userGuid);
  if (options.vehicleId != null) params.set('ID', String(options.vehicleId));
  const qs = params.toString();
  return `${base}/${lang}/${inventorySegment(lang)}${qs ? `?${qs}` : ''}`;
}

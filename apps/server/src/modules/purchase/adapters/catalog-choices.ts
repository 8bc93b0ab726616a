import { protectionPlanEligible } from '@marketplace/domain';
import type { CatalogPublicApi } from '../../catalog/catalog.public';

/** The protection plans a vehicle is eligible for this year (an empty list: "no plan found for this vehicle"). */
export async function eligibleProtectionPlans(catalog: CatalogPublicApi, vehicle: { year: number; kilometres?: number | null }, now: Date) {
  const eligible = protectionPlanEligible({ year: vehicle.year, ...(vehicle.kilometres != null ? { kilometres: vehicle.kilometres } : {}) }, now.getUTCFullYear());
  return { eligible, protectionPlans: eligible ? await catalog.protectionPlans() : [] };
}

/** Pickup and delivery as the catalog prices them. */
export async function deliveryTypes(catalog: CatalogPublicApi) {
  const types = await catalog.deliveryTypes();
  return types.map((t) => ({ id: t.id, key: t.key as 'pickup' | 'delivery', nameEn: t.nameEn, nameFr: t.nameFr, price: t.price, maxDistanceKm: t.maxDistanceKm }));
}

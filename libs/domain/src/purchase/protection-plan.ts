/**
 * Which vehicles a protection plan covers. Our rule (the spec only names the "no plan found for this vehicle" case):
 * vehicles up to 10 model years old and 200,000 km, like common Canadian extended-warranty programmes.
 */
export const PLAN_MAX_AGE_YEARS = 10;
export const PLAN_MAX_KILOMETRES = 200_000;

export function protectionPlanEligible(vehicle: { readonly year: number; readonly kilometres?: number }, currentYear: number): boolean {
  return currentYear - vehicle.year <= PLAN_MAX_AGE_YEARS && (vehicle.kilometres ?? 0) <= PLAN_MAX_KILOMETRES;
}

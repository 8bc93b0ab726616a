/** ISO instant arithmetic (pure: the instants come in with the command). */
export const addMinutes = (iso: string, minutes: number): string => new Date(Date.parse(iso) + Math.round(minutes * 60_000)).toISOString();
export const addDays = (iso: string, days: number): string => addMinutes(iso, days * 24 * 60);
/** a ≤ b for ISO instants. */
export const notAfter = (a: string, b: string): boolean => Date.parse(a) <= Date.parse(b);

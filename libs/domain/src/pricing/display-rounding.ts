/**
 * Spec §9 rounding helper for approximate figures (e.g. "about 12,000 km"): values under 99 round to the
 * nearest 10, under 9,999 to the nearest 100, otherwise to the nearest 1,000; halves round away from zero.
 * The band is chosen by magnitude, so negative values mirror positive ones. Idempotent.
 */
export function roundForDisplay(value: number): number {
  const magnitude = Math.abs(value);
  const step = magnitude < 99 ? 10 : magnitude < 9_999 ? 100 : 1_000;
  const rounded = Math.floor(magnitude / step + 0.5) * step;
  return (value < 0 ? -rounded : rounded) + 0;
}

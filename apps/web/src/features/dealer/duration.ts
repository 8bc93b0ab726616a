import { useLingui } from '@lingui/react/macro';

/** A response time in words: "45 s", "4 min 12 s", "2 h 5 min", "3 d 4 h" (the same units in both languages). */
export function useDuration() {
  const { t } = useLingui();
  return (seconds: number) => {
    const s = Math.max(0, Math.round(seconds));
    if (s < 60) return t`${s} s`;
    const m = Math.floor(s / 60);
    if (m < 60) return t`${m} min ${s % 60} s`;
    const h = Math.floor(m / 60);
    if (h < 24) return t`${h} h ${m % 60} min`;
    return t`${Math.floor(h / 24)} d ${h % 24} h`;
  };
}

import { Progress as ProgressPrimitive } from 'radix-ui';
import { cx } from './cx';

// In its own module (not next to Spinner, which the first page uses): Radix Progress then loads only with the screens
// that show a progress bar.
export interface ProgressProps {
  /** 0 to max; omit for an indeterminate bar. */
  value?: number | null;
  max?: number;
  label: string;
  className?: string;
}

/** Determinate or indeterminate progress bar (role progressbar with its value). */
export function Progress({ value = null, max = 100, label, className }: ProgressProps) {
  const percent = value == null ? null : Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      className={cx('ui-progress', percent == null && 'ui-progress--indeterminate', className)}
      value={value}
      max={max}
      aria-label={label}
    >
      <ProgressPrimitive.Indicator className="ui-progress__indicator" style={percent == null ? undefined : { transform: `translateX(-${100 - percent}%)` }} />
    </ProgressPrimitive.Root>
  );
}

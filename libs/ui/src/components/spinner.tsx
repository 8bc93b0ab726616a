import { useUiLabels } from './labels';
import { cx } from './cx';

export interface SpinnerProps {
  /** Accessible name; defaults to the "Loading" label. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** Indeterminate activity indicator, announced politely to screen readers. */
export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const labels = useUiLabels();
  return (
    <span role="status" aria-live="polite" className={cx('ui-spinner', `ui-spinner--${size}`, className)}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="ui-visually-hidden">{label ?? labels.loading}</span>
    </span>
  );
}

/** Full-area loading state, centred. */
export function LoadingArea({ label }: { label?: string }) {
  return (
    <div className="ui-loading-area">
      <Spinner label={label} size="large" />
    </div>
  );
}

import type { ReactNode } from 'react';
import { cx } from './cx';
import { useUiLabels } from './labels';
import { Progress } from './progress';

export interface StepperStep {
  key: string;
  label: ReactNode;
  /** Estimated minutes to complete the step (spec §9). */
  minutes?: number;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Index of the current step (0-based). */
  current: number;
  /** Accessible name of the step list, e.g. "Purchase steps". */
  label: string;
  className?: string;
}

/** Wizard progress: "Step N of M", the current step's estimated minutes, a progress bar and the list of steps. */
export function Stepper({ steps, current, label, className }: StepperProps) {
  const labels = useUiLabels();
  const total = steps.length;
  const index = Math.max(0, Math.min(current, total - 1));
  const step = steps[index];
  const stepText = labels.stepOf(index + 1, total);
  return (
    <nav aria-label={label} className={cx('ui-stepper', className)}>
      <p className="ui-stepper__summary">
        <span className="ui-stepper__count">{stepText}</span>
        {step?.minutes != null ? <span className="ui-stepper__minutes">{labels.estimatedMinutes(step.minutes)}</span> : null}
      </p>
      <Progress value={index + 1} max={total} label={stepText} />
      <ol className="ui-stepper__list">
        {steps.map((s, i) => (
          <li
            key={s.key}
            className={cx('ui-stepper__item', i < index && 'ui-stepper__item--done', i === index && 'ui-stepper__item--current')}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="ui-stepper__dot" aria-hidden="true">
              {i + 1}
            </span>
            <span className="ui-stepper__label">{s.label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';

/** Back / Reset / Save and continue, under every step form. */
export function StepActions({ onBack, onReset, saving, submitLabel }: { onBack?: () => void; onReset?: () => void; saving: boolean; submitLabel?: React.ReactNode }) {
  return (
    <div className="purchase__actions">
      <div className="form-actions">
        {onBack ? (
          <Button type="button" variant="text" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        {onReset ? (
          <Button type="button" variant="text" onClick={onReset}>
            <Trans>Reset</Trans>
          </Button>
        ) : null}
      </div>
      <Button type="submit" variant="primary" loading={saving}>
        {submitLabel ?? <Trans>Save and continue</Trans>}
      </Button>
    </div>
  );
}

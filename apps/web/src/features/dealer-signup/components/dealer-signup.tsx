import { Trans } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { lazy, Suspense, useState } from 'react';

/**
 * The dialog (and the dialog library, about 12 KB as sent) is fetched on the first click, not with the home page
 * (issue #43): most visitors never open it.
 */
const DealerSignupDialog = lazy(async () => ({ default: (await import('./dealer-signup-dialog')).DealerSignupDialog }));

/**
 * Spec §1: the home page's "See dealer plans" button and the sign-up dialog it opens. Until the first click the button
 * is a plain one; from then on it is the dialog's own trigger, so closing the dialog gives it the focus back.
 */
export function DealerSignup() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = (onClick?: () => void) => (
    <Button variant="secondary" aria-haspopup="dialog" onClick={onClick}>
      <Trans>See dealer plans</Trans>
    </Button>
  );
  if (!used)
    return button(() => {
      setUsed(true);
      setOpen(true);
    });
  return (
    <Suspense fallback={button()}>
      <DealerSignupDialog open={open} onOpenChange={setOpen} trigger={button()} />
    </Suspense>
  );
}

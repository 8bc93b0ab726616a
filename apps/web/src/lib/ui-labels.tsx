import { useLingui } from '@lingui/react/macro';
import { UiLabelsProvider, type UiLabels } from '@marketplace/ui';
import { useMemo, type ReactNode } from 'react';

/** Gives libs/ui its texts in the current language. */
export function TranslatedUiLabels({ children }: { children: ReactNode }) {
  // `t` is a new function whenever the language or a loaded catalog changes, so it alone keys the labels.
  const { t } = useLingui();
  const labels = useMemo<UiLabels>(
    () => ({
      close: t`Close`,
      loading: t`Loading`,
      notifications: t`Notifications`,
      dismiss: t`Dismiss`,
      stepOf: (step, total) => t`Step ${step} of ${total}`,
      estimatedMinutes: (minutes) => t`About ${minutes} min`,
      unsavedTitle: t`Unsaved changes`,
      unsavedDescription: t`You have unsaved changes. If you leave this page, they will be lost.`,
      unsavedStay: t`Stay on this page`,
      unsavedLeave: t`Leave without saving`,
      chooseFile: t`Choose a file`,
      noFileChosen: t`No file chosen`,
      filePreview: t`Preview of the chosen file`,
    }),
    [t],
  );
  return <UiLabelsProvider labels={labels}>{children}</UiLabelsProvider>;
}

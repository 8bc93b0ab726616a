import { createContext, useContext, type ReactNode } from 'react';

/**
 * Texts the components render themselves. libs/ui has no i18n of its own: the app passes translated labels
 * through <UiLabelsProvider>. The defaults are the English texts.
 */
export interface UiLabels {
  close: string;
  loading: string;
  notifications: string;
  dismiss: string;
  stepOf: (step: number, total: number) => string;
  estimatedMinutes: (minutes: number) => string;
  unsavedTitle: string;
  unsavedDescription: string;
  unsavedStay: string;
  unsavedLeave: string;
  chooseFile: string;
  noFileChosen: string;
  filePreview: string;
}

export const defaultUiLabels: UiLabels = {
  close: 'Close',
  loading: 'Loading',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  stepOf: (step, total) => `Step ${step} of ${total}`,
  estimatedMinutes: (minutes) => `About ${minutes} min`,
  unsavedTitle: 'Unsaved changes',
  unsavedDescription: 'You have unsaved changes. If you leave this page, they will be lost.',
  unsavedStay: 'Stay on this page',
  unsavedLeave: 'Leave without saving',
  chooseFile: 'Choose a file',
  noFileChosen: 'No file chosen',
  filePreview: 'Preview of the chosen file',
};

const LabelsContext = createContext<UiLabels>(defaultUiLabels);

export function UiLabelsProvider({ labels, children }: { labels: UiLabels; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

export function useUiLabels(): UiLabels {
  return useContext(LabelsContext);
}

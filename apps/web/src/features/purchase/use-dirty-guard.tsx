import { UnsavedChangesDialog } from '@marketplace/ui';
import { useBlocker } from '@tanstack/react-router';

/** Spec §4: a step becomes dirty once a field is edited; leaving it asks first (the unsaved-changes dialog). */
export function useDirtyGuard(dirty: boolean, saving: boolean) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty && !saving, withResolver: true, enableBeforeUnload: () => dirty });
  return <UnsavedChangesDialog open={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

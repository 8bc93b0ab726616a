import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog, TextField } from '@marketplace/ui';
import { useId, useState } from 'react';
import '../../../lib/account-problem-messages';
import { problemMessage } from '../../../lib/problem-messages';
import { CONFIRMATION_WORD, isConfirmationWord, useDeleteAccountSectionMutation, type AccountClosingMode } from '../api/delete-account-section';


/**
 * Deactivate (pause, reversible) or delete (irreversible) the account, confirmed by typing CONTINUE (spec §4, §5).
 * Afterwards the session ends.
 */
export function DeleteAccountSection({ onDone }: { onDone: (mode: AccountClosingMode) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const mutation = useDeleteAccountSectionMutation();
  const [mode, setMode] = useState<AccountClosingMode | null>(null);
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const groupId = useId();
  const word = CONFIRMATION_WORD;

  const confirmed = isConfirmationWord(typed);
  const close = () => {
    setMode(null);
    setTyped('');
    setTouched(false);
    mutation.reset();
  };
  const confirm = async () => {
    setTouched(true);
    if (!confirmed || !mode) return;
    await mutation.mutateAsync({ mode, typed });
    await onDone(mode);
  };

  return (
    <div className="danger-zone" role="group" aria-labelledby={groupId}>
      <h3 id={groupId} className="danger-zone__title">
        <Trans>Deactivate or delete my account</Trans>
      </h3>
      <p>
        <Trans>
          Deactivating pauses your account: you can reactivate it when you log in again. Deleting erases your account and your personal information for good.
        </Trans>
      </p>
      <div className="form-actions">
        <Button variant="outlined" onClick={() => setMode('deactivate')}>
          <Trans>Deactivate my account</Trans>
        </Button>
        <Button variant="danger" onClick={() => setMode('delete')}>
          <Trans>Delete my account</Trans>
        </Button>
      </div>
      <Dialog
        open={mode !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        size="small"
        title={mode === 'delete' ? t`Delete my account` : t`Deactivate my account`}
        description={
          mode === 'delete'
            ? t`This cannot be undone. Your garage, your transactions and your documents will be erased.`
            : t`Your account will be paused until you reactivate it. A paid deposit is refunded and the reserved vehicle is released.`
        }
        actions={
          <>
            <Button variant="text" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant={mode === 'delete' ? 'danger' : 'primary'} loading={mutation.isPending} onClick={() => void confirm().catch(() => undefined)}>
              {mode === 'delete' ? <Trans>Delete for good</Trans> : <Trans>Deactivate</Trans>}
            </Button>
          </>
        }
      >
        {mutation.isError ? <Alert variant="error">{i18n._(problemMessage(mutation.error))}</Alert> : null}
        <TextField
          label={t`To confirm, type ${word}`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setTouched(true)}
          autoComplete="off"
          spellCheck={false}
          touched={touched}
          error={confirmed ? null : t`Type CONTINUE to confirm`}
        />
      </Dialog>
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { deleteAccountSection as deleteAccountSectionCall } from '../../../lib/api/client/identity/account.routes';

/**
 * POST /api/user/delete-account-section `{ Mode, Confirmation }`: 'deactivate' pauses the account (it can be
 * reactivated), 'delete' erases it irreversibly and the contract requires `Confirmation: 'CONTINUE'`, the word the
 * user typed (spec §4, §5; otherwise 400 identity.confirmation_required).
 */
export type AccountClosingMode = 'deactivate' | 'delete';

/** The word to type to confirm (spec §5). It stays in English in both languages, as the spec gives it. */
export const CONFIRMATION_WORD = 'CONTINUE';

/** Exactly the word, in capitals: "continue" or " CONTINUE" does not confirm (the server refuses them too). */
export const isConfirmationWord = (typed: string) => typed === CONFIRMATION_WORD;

/**
 * The request body for a mode: delete carries the word as the user typed it (the server checks it too, never a word
 * the page fills in), deactivate needs none.
 */
export function deleteAccountBody(mode: AccountClosingMode, typed: string): { Mode: AccountClosingMode; Confirmation?: string } {
  return mode === 'delete' ? { Mode: 'delete', Confirmation: typed } : { Mode: 'deactivate' };
}

export async function deleteAccountSection({ mode, typed }: { mode: AccountClosingMode; typed: string }): Promise<void> {
  await deleteAccountSectionCall({ body: deleteAccountBody(mode, typed) });
}

export function useDeleteAccountSectionMutation() {
  return useMutation({ mutationFn: deleteAccountSection });
}

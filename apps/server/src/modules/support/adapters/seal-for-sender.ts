import type { SealedOrErased } from '@marketplace/domain';
import { type PrivacyVault, SubjectShreddedError } from '../../../platform/privacy/privacy-vault';

/**
 * A text sealed with the sender's key, or null when that key was shredded (the sender deleted their account): the
 * vault refuses to seal for them again, and the decider turns the null into 404 support.sender_erased.
 */
export async function sealForSender(vault: PrivacyVault, senderId: string, text: string): Promise<SealedOrErased> {
  try {
    return await vault.encrypt(senderId, text);
  } catch (err) {
    if (err instanceof SubjectShreddedError) return null;
    throw err;
  }
}

import { UserType } from '@marketplace/domain/shared';
import type { BrandId } from './runtime-config';

export interface ThirdPartyScript {
  id: 'chat-widget' | 'session-recording';
  src: string;
}

/** Users who never get the chat widget: super admins and team members (spec §1). */
const NO_CHAT_USER_TYPES: readonly number[] = [UserType.SuperAdmin, UserType.TeamMember];

/**
 * Spec §1: the chat widget loads for the default brand when the user type is not 6 or 18 (anonymous visitors included);
 * the session-recording script loads for the finance brand. A script without a configured URL never loads.
 */
export function thirdPartyScripts(input: {
  brandId: BrandId;
  userTypeId: number | null;
  chatWidgetUrl?: string;
  sessionRecordingUrl?: string;
}): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (input.brandId === 'default' && input.chatWidgetUrl && (input.userTypeId === null || !NO_CHAT_USER_TYPES.includes(input.userTypeId))) {
    scripts.push({ id: 'chat-widget', src: input.chatWidgetUrl });
  }
  if (input.brandId === 'finance' && input.sessionRecordingUrl) {
    scripts.push({ id: 'session-recording', src: input.sessionRecordingUrl });
  }
  return scripts;
}

/** Adds each script once (async, no referrer). A script cannot be unloaded, so a later sign-in never removes one. */
export function loadScripts(scripts: readonly ThirdPartyScript[], doc: Document = document): void {
  for (const script of scripts) {
    if (doc.querySelector(`script[data-third-party="${script.id}"]`)) continue;
    const element = doc.createElement('script');
    element.src = script.src;
    element.async = true;
    element.referrerPolicy = 'no-referrer';
    element.dataset.thirdParty = script.id;
    doc.body.appendChild(element);
  }
}

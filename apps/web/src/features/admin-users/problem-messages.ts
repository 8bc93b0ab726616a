import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '../../lib/http';
import { problemMessage } from '../../lib/problem-messages';

/** Problem codes that only users management meets (the others are mapped in lib/problem-messages). */
const ADMIN_BY_CODE: Record<string, MessageDescriptor> = {
  'identity.already_registered': msg`This user already exists.`,
  'identity.user_not_found': msg`This user does not exist.`,
  'identity.language_unknown': msg`Choose one of the available languages.`,
  'identity.user_type_not_allowed': msg`Your account may not give this user type.`,
  'identity.status_unknown': msg`Choose one of the available statuses.`,
  'identity.reason_required': msg`Say why you act as this user, in at least 10 characters.`,
  'identity.company_unknown': msg`This company does not exist.`,
  'identity.section_unknown': msg`One of the sections does not exist. Reload the page and try again.`,
  'identity.not_allowed_on_user': msg`Your account may not manage this user.`,
  'identity.cannot_impersonate': msg`You cannot log in as this user.`,
};

export const ADMIN_MAPPED_CODES: ReadonlySet<string> = new Set(Object.keys(ADMIN_BY_CODE));

export function adminMessageForCode(code: string): MessageDescriptor | null {
  return ADMIN_BY_CODE[code] ?? null;
}

export function adminProblemMessage(error: unknown): MessageDescriptor {
  return (isApiError(error) && ADMIN_BY_CODE[error.code]) || problemMessage(error);
}

import { DomainError, type DomainEvent } from '../shared';
import { UserType, type UserTypeId } from '../shared/user-types';

/** Who may use the audit console (issue #15): super admins (6) and admins (7); every other type gets 403. */
export const AUDIT_READERS: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin];
/** Only a super admin may unseal a subject's personal data (ADR 0019). */
export const AUDIT_REVEALERS: readonly UserTypeId[] = [UserType.SuperAdmin];
export const REVEAL_REASON_MIN = 10;
export const AUDIT_STREAM_PREFIX = 'audit-';
export const auditStreamId = (subjectId: string) => `${AUDIT_STREAM_PREFIX}${subjectId}`;

export type AuditAccessEvent =
  | DomainEvent<'audit.subject-viewed', { readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly reason: string | null; readonly viewedAt: string }>
  | DomainEvent<'audit.personal-data-revealed', { readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly reason: string; readonly revealedAt: string }>;

export type AuditAccessCommand =
  | { readonly type: 'ViewSubject'; readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly reason: string | null; readonly now: string }
  | { readonly type: 'RevealPersonalData'; readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly reason: string; readonly now: string };

export interface AuditAccessState {
  readonly views: number;
  readonly reveals: number;
}

/** The access log of one subject: every timeline opening and every unsealing is an event naming the staff member. */
export const auditAccessDecider = {
  initialState: { views: 0, reveals: 0 } as AuditAccessState,
  decide(command: AuditAccessCommand): AuditAccessEvent[] {
    if (!AUDIT_READERS.includes(command.viewerType as UserTypeId)) throw new DomainError('audit.forbidden', 'forbidden', 'Audit is for admins');
    if (command.type === 'ViewSubject') {
      const reason = command.reason?.trim() || null;
      return [{ type: 'audit.subject-viewed', data: { subjectId: command.subjectId, viewerId: command.viewerId, viewerType: command.viewerType, reason, viewedAt: command.now } }];
    }
    if (!AUDIT_REVEALERS.includes(command.viewerType as UserTypeId)) {
      throw new DomainError('audit.reveal_forbidden', 'forbidden', 'Only a super admin may reveal personal data');
    }
    const reason = command.reason.trim();
    if (reason.length < REVEAL_REASON_MIN) {
      throw new DomainError('audit.reason_required', 'validation', `A reason of at least ${REVEAL_REASON_MIN} characters`, 'body.reason');
    }
    return [{ type: 'audit.personal-data-revealed', data: { subjectId: command.subjectId, viewerId: command.viewerId, viewerType: command.viewerType, reason, revealedAt: command.now } }];
  },
  evolve(state: AuditAccessState, event: DomainEvent): AuditAccessState {
    if (event.type === 'audit.subject-viewed') return { ...state, views: state.views + 1 };
    if (event.type === 'audit.personal-data-revealed') return { ...state, reveals: state.reveals + 1 };
    return state;
  },
};

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
  | DomainEvent<'audit.personal-data-revealed', { readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly reason: string; readonly revealedAt: string }>
  /**
   * A console search, on the searcher's own access log (ADR 0078): a keyed hash of what was typed (normalised: who
   * searched for a given name can be checked, the name is not kept), the fields it matched and the subjects it found.
   */
  | DomainEvent<'audit.searched', {
    readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly queryKey: string; readonly matched: readonly string[];
    readonly found: readonly string[]; readonly searchedAt: string;
  }>;

export type AuditAccessCommand =
  | { readonly type: 'ViewSubject'; readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly reason: string | null; readonly now: string }
  | { readonly type: 'RevealPersonalData'; readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly reason: string; readonly now: string }
  | {
    readonly type: 'RecordSearch'; readonly subjectId: string; readonly viewerId: string; readonly viewerType: number; readonly queryKey: string;
    readonly matched: readonly string[]; readonly found: readonly string[]; readonly now: string;
  };

export interface AuditAccessState {
  readonly views: number;
  readonly reveals: number;
  readonly searches: number;
}

/** The access log of one subject: every timeline opening and every unsealing is an event naming the staff member. */
export const auditAccessDecider = {
  initialState: { views: 0, reveals: 0, searches: 0 } as AuditAccessState,
  decide(command: AuditAccessCommand): AuditAccessEvent[] {
    if (!AUDIT_READERS.includes(command.viewerType as UserTypeId)) throw new DomainError('audit.forbidden', 'forbidden', 'Audit is for admins');
    if (command.type === 'ViewSubject') {
      const reason = command.reason?.trim() || null;
      return [{ type: 'audit.subject-viewed', data: { subjectId: command.subjectId, viewerId: command.viewerId, viewerType: command.viewerType, reason, viewedAt: command.now } }];
    }
    if (command.type === 'RecordSearch') {
      const { subjectId, viewerId, viewerType, queryKey, matched, found, now } = command;
      return [{ type: 'audit.searched', data: { subjectId, viewerId, viewerType, queryKey, matched: [...matched], found: [...found], searchedAt: now } }];
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
    if (event.type === 'audit.searched') return { ...state, searches: (state.searches ?? 0) + 1 };
    return state;
  },
};

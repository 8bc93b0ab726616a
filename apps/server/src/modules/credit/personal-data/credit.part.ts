import { CREDIT_APPLICATION_STREAM_PREFIX } from '@marketplace/domain';
import { historyOf, lastOf, type PersonalDataPart } from '../../../platform/personal-data/personal-data-part';

/**
 * The credit context's part of the export (ADR 0059): each pre-qualification with every answer as saved (incomes,
 * addresses, date of birth, the SIN when given), the co-applicant of a joint application as the person gave them,
 * with the co-applicant's consent (ADR 0063), the consent to the soft pull and the notice read, the decision with its
 * main factors, and the review by a person when asked for.
 */
export const creditPart: PersonalDataPart = {
  section: 'creditApplications',
  streamPrefixes: [CREDIT_APPLICATION_STREAM_PREFIX],
  async build({ streams }) {
    return streams.map((s) => {
      const started = lastOf(s, 'CreditApplicationStarted');
      const answers: Record<string, unknown> = {};
      for (const e of s.events) {
        if (e.type !== 'CreditPageSaved') continue;
        answers[e.data.page] = e.data.sin ? { ...(e.data.answer as object), sin: e.data.sin } : e.data.answer;
      }
      const coApplicant = lastOf(s, 'CoApplicantAdded');
      const requested = lastOf(s, 'HumanReviewRequested');
      const answered = lastOf(s, 'HumanReviewAnswered');
      return {
        applicationId: s.streamId.slice(CREDIT_APPLICATION_STREAM_PREFIX.length),
        streamId: s.streamId,
        source: started?.source ?? null,
        startedAt: started?.startedAt ?? s.events[0]?.recordedAt ?? null,
        answers,
        coApplicant: coApplicant && { ...coApplicant.coApplicant, consent: coApplicant.consent, addedAt: coApplicant.addedAt },
        consent: lastOf(s, 'CreditConsentGiven'),
        submittedAt: lastOf(s, 'CreditApplicationSubmitted')?.submittedAt ?? null,
        decision: lastOf(s, 'CreditDecided'),
        review: requested ? { requestedAt: requested.requestedAt, reason: requested.reason, cause: requested.cause ?? 'applicant', answer: answered } : null,
        history: historyOf(s),
      };
    });
  },
};

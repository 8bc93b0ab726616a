import { IMPERSONATION_REASON_MAX as DOMAIN_MAX, IMPERSONATION_REASON_MIN as DOMAIN_MIN } from '@marketplace/domain';
import { IMPERSONATION_REASON_MAX, IMPERSONATION_REASON_MIN, OtherUserTokenQuerySchema } from '@marketplace/contracts';

describe('impersonation reason (ADR 0078)', () => {
  it('has the bounds the identity decider checks', () => {
    expect([IMPERSONATION_REASON_MIN, IMPERSONATION_REASON_MAX]).toEqual([DOMAIN_MIN, DOMAIN_MAX]);
  });

  it('is required on the query, trimmed', () => {
    const userId = '0b7a3a8e-61a4-4b8e-9a57-0d3c2e7f1a10';
    expect(OtherUserTokenQuerySchema.safeParse({ userId }).success).toBe(false);
    expect(OtherUserTokenQuerySchema.safeParse({ userId, reason: '   short   ' }).success).toBe(false);
    expect(OtherUserTokenQuerySchema.parse({ userId, reason: '  Buyer asked for help ' }).reason).toBe('Buyer asked for help');
  });
});

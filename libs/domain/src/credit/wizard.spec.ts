import { applicablePages, missingPages, nextPage } from './wizard';

describe('credit wizard pages', () => {
  it('skips salary pages for a student without a job, and asks where the income comes from', () => {
    const pages = applicablePages({ employmentStatus: 'student', studentJob: false, signedIn: true, monthsAtAddress: 60 });
    expect(pages).toContain('student-job');
    expect(pages).toContain('income-source');
    expect(pages).not.toContain('annual-salary');
    expect(pages).not.toContain('hourly-wage');
    expect(pages).not.toContain('job-information');
    expect(pages).not.toContain('activation');
  });

  it('asks the wage for hourly pay, the salary for annual pay, the amount for other frequencies', () => {
    const base = { employmentStatus: 'employed' as const, signedIn: false };
    expect(applicablePages({ ...base, payBasis: 'hourly' })).toEqual(expect.arrayContaining(['hourly-wage']));
    expect(applicablePages({ ...base, payBasis: 'hourly' })).not.toContain('monthly-income');
    expect(applicablePages({ ...base, payBasis: 'annually' })).toContain('annual-salary');
    expect(applicablePages({ ...base, payBasis: 'biweekly' })).toContain('monthly-income');
    expect(applicablePages(base)).toContain('activation');
  });

  it('asks a previous job and a previous address only under 2 years', () => {
    const f = { employmentStatus: 'employed' as const, payBasis: 'annually' as const, signedIn: true };
    expect(applicablePages({ ...f, monthsAtJob: 23, monthsAtAddress: 24 })).toContain('previous-job');
    expect(applicablePages({ ...f, monthsAtJob: 23, monthsAtAddress: 24 })).not.toContain('previous-address');
    expect(applicablePages({ ...f, monthsAtJob: 24, monthsAtAddress: 5 })).toContain('previous-address');
    expect(applicablePages({ ...f, monthsAtJob: 24, monthsAtAddress: 5 })).not.toContain('previous-job');
  });

  it('goes to the next page that applies, in the spec order', () => {
    expect(nextPage('employment-status', { employmentStatus: 'retired', signedIn: true })).toBe('income-source');
    expect(nextPage('employment-status', { employmentStatus: 'employed', signedIn: true })).toBe('income-frequency');
    expect(nextPage('time-at-address', { monthsAtAddress: 36, signedIn: true })).toBe('personal-information');
    expect(nextPage('confirmation', { signedIn: true })).toBe('result');
  });

  it('lists what is left to answer', () => {
    const missing = missingPages(new Set(['vehicle-condition', 'vehicle-type']), { signedIn: true });
    expect(missing[0]).toBe('budget');
    expect(missing).not.toContain('result');
  });
});

import { describe, expect, it } from 'vitest';
import { companyNumberField, companyNumberOf, companyNumberText } from './company-number';

describe('company number', () => {
  it('shows no company as "—" and as an empty field, never "0"', () => {
    expect(companyNumberText(0)).toBe('—');
    expect(companyNumberText(null)).toBe('—');
    expect(companyNumberText(12)).toBe('12');
    expect(companyNumberField(0)).toBe('');
    expect(companyNumberField(null)).toBe('');
    expect(companyNumberField(12)).toBe('12');
  });

  it('reads an empty field as no company (0) and refuses what is not a whole number', () => {
    expect(companyNumberOf('')).toBe(0);
    expect(companyNumberOf('12')).toBe(12);
    expect(companyNumberOf('1.5')).toBeNaN();
  });
});

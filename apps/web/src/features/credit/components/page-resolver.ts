import { CREDIT_PAGE_ANSWERS, type AnswerablePageId } from '@marketplace/contracts/credit/application.schemas';
import { normalizePageAnswer, type CreditPageAnswers } from '@marketplace/domain/credit';
import { DomainError } from '@marketplace/domain/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { answerOf, type FieldSpec } from './wizard-pages';

/** A question page's form: one string per input, turned into the API's answer by `answerOf`. */
export type PageFormValues = Record<string, string>;

/** Today in the visitor's calendar, as the domain's rules take it. */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The page's resolver: the same checks the server runs, in the same order. First the contract's schema of the page's
 * answer (shape, bounds), then the domain's rules that need today or two fields (age, postal code against province,
 * the SIN's check digit). Each error is a credit code under its field; a blank required field says "Required".
 */
export function creditPageResolver(page: AnswerablePageId, fields: readonly FieldSpec[], today: () => string = localToday): Resolver<PageFormValues> {
  return async (values) => {
    const answer = answerOf(fields, values);
    const parsed = CREDIT_PAGE_ANSWERS[page].safeParse(answer);
    if (!parsed.success) {
      const errors: FieldErrors<PageFormValues> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (errors[name]) continue;
        const blank = (values[name] ?? '').trim() === '';
        const code = blank ? 'credit.required' : issue.message.startsWith('credit.') ? issue.message : 'credit.invalid_value';
        errors[name] = { type: 'schema', message: code };
      }
      return { values: {}, errors };
    }
    try {
      normalizePageAnswer(page, parsed.data as CreditPageAnswers[typeof page], today());
    } catch (error) {
      if (error instanceof DomainError && error.field) return { values: {}, errors: { [error.field]: { type: 'rule', message: error.code } } };
      throw error;
    }
    return { values, errors: {} };
  };
}

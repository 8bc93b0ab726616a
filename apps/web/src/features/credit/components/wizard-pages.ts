import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnswerablePageId } from '@marketplace/contracts/credit/application.schemas';
import type { CreditValueListName } from '@marketplace/contracts/credit/value-lists.routes';

/** How a field is typed and turned into the API's answer: money in dollars becomes cents. */
export type FieldKind =
  | { kind: 'choice'; options: readonly { value: string; label: MessageDescriptor }[] }
  | { kind: 'list'; list: CreditValueListName }
  | { kind: 'yes-no' }
  | { kind: 'money' }
  | { kind: 'number'; max: number }
  | { kind: 'text' }
  | { kind: 'date' }
  | { kind: 'phone' }
  | { kind: 'province' }
  | { kind: 'sin' };
export type FieldSpec = { name: string; label: MessageDescriptor; optional?: boolean } & FieldKind;

const duration: FieldSpec[] = [
  { name: 'years', label: msg`Years`, kind: 'number', max: 80 },
  { name: 'months', label: msg`Months`, kind: 'number', max: 11 },
];
const address: FieldSpec[] = [
  { name: 'line1', label: msg`Street address`, kind: 'text' },
  { name: 'city', label: msg`City`, kind: 'text' },
  { name: 'province', label: msg`Province`, kind: 'province' },
  { name: 'postalCode', label: msg`Postal code`, kind: 'text' },
];

/** The wizard's question pages (spec §2 order); confirmation, activation and result have their own screens. */
export const QUESTION_PAGES: Record<AnswerablePageId, { title: MessageDescriptor; fields: FieldSpec[] }> = {
  'vehicle-condition': {
    title: msg`Are you looking for a new or a used vehicle?`,
    fields: [{ name: 'condition', label: msg`Vehicle condition`, kind: 'choice', options: [{ value: 'new', label: msg`New` }, { value: 'used', label: msg`Used` }] }],
  },
  'vehicle-type': {
    title: msg`What type of vehicle?`,
    fields: [{
      name: 'vehicleType', label: msg`Vehicle type`, kind: 'choice',
      options: [{ value: 'car', label: msg`Car` }, { value: 'truck', label: msg`Truck` }, { value: 'suv', label: msg`SUV` }],
    }],
  },
  budget: {
    title: msg`What monthly payment are you aiming for?`,
    fields: [{ name: 'from', label: msg`From ($ a month)`, kind: 'money' }, { name: 'to', label: msg`To ($ a month)`, kind: 'money' }],
  },
  'trade-in': { title: msg`Do you have a vehicle to trade in?`, fields: [{ name: 'haveTradeIn', label: msg`Trade-in`, kind: 'yes-no' }] },
  'credit-rating': {
    title: msg`How would you rate your credit?`,
    fields: [{
      name: 'estimatedCreditRating', label: msg`Credit rating`, kind: 'choice',
      options: [
        { value: 'excellent', label: msg`Excellent` }, { value: 'good', label: msg`Good` }, { value: 'fair', label: msg`Fair` },
        { value: 'poor', label: msg`Poor` }, { value: 'unknown', label: msg`I don't know` },
      ],
    }],
  },
  'cash-down': { title: msg`How much cash down?`, fields: [{ name: 'cashDown', label: msg`Cash down ($)`, kind: 'money' }] },
  'employment-status': { title: msg`What is your employment status?`, fields: [{ name: 'employmentStatus', label: msg`Employment status`, kind: 'list', list: 'employment-status' }] },
  'student-job': { title: msg`Do you have a job while studying?`, fields: [{ name: 'studentJob', label: msg`Student job`, kind: 'yes-no' }] },
  'income-source': { title: msg`Where does your income come from?`, fields: [{ name: 'incomeSource', label: msg`Income source`, kind: 'list', list: 'income-types' }] },
  'monthly-income': { title: msg`How much do you receive each pay?`, fields: [{ name: 'amount', label: msg`Gross amount ($)`, kind: 'money' }] },
  'income-frequency': {
    title: msg`How are you paid?`,
    fields: [{
      name: 'payBasis', label: msg`Pay basis`, kind: 'choice',
      options: [
        { value: 'hourly', label: msg`By the hour` }, { value: 'weekly', label: msg`Every week` }, { value: 'biweekly', label: msg`Every two weeks` },
        { value: 'monthly', label: msg`Every month` }, { value: 'annually', label: msg`A yearly salary` },
      ],
    }],
  },
  'hourly-wage': {
    title: msg`What is your hourly wage?`,
    fields: [{ name: 'wage', label: msg`Hourly wage ($)`, kind: 'money' }, { name: 'hoursPerWeek', label: msg`Hours a week`, kind: 'number', max: 80 }],
  },
  'annual-salary': { title: msg`What is your yearly gross salary?`, fields: [{ name: 'salary', label: msg`Yearly salary ($)`, kind: 'money' }] },
  'income-time': { title: msg`How long have you held this job?`, fields: duration },
  'job-information': {
    title: msg`Tell us about your job`,
    fields: [
      { name: 'employer', label: msg`Employer`, kind: 'text' }, { name: 'occupation', label: msg`Occupation`, kind: 'text' },
      { name: 'employmentType', label: msg`Employment type`, kind: 'list', list: 'employment-types' },
    ],
  },
  'previous-job': {
    title: msg`Tell us about your previous job`,
    fields: [{ name: 'employer', label: msg`Employer`, kind: 'text' }, { name: 'occupation', label: msg`Occupation`, kind: 'text' }, ...duration],
  },
  address: {
    title: msg`Where do you live?`,
    fields: [
      ...address, { name: 'residentialStatus', label: msg`Residential status`, kind: 'list', list: 'residential-status' },
      { name: 'monthlyHousingPayment', label: msg`Rent or mortgage ($ a month)`, kind: 'money' },
    ],
  },
  'time-at-address': { title: msg`How long have you lived there?`, fields: duration },
  'previous-address': { title: msg`Where did you live before?`, fields: [...address, ...duration] },
  'personal-information': {
    title: msg`About you`,
    fields: [
      { name: 'firstName', label: msg`First name`, kind: 'text' }, { name: 'lastName', label: msg`Last name`, kind: 'text' },
      { name: 'dateOfBirth', label: msg`Date of birth`, kind: 'date' }, { name: 'phone', label: msg`Phone`, kind: 'phone' },
      { name: 'gender', label: msg`Gender`, kind: 'list', list: 'genders' }, { name: 'maritalStatus', label: msg`Marital status`, kind: 'list', list: 'matrimonials' },
      { name: 'sin', label: msg`Social Insurance Number (optional)`, kind: 'sin', optional: true },
    ],
  },
};

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** Form strings from a saved answer (cents shown as dollars). */
export function formValuesOf(fields: readonly FieldSpec[], answer: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(fields.map((f) => {
    const v = answer?.[f.name];
    if (v === undefined || v === null) return [f.name, ''];
    if (f.kind === 'money') return [f.name, String(Number(v) / 100)];
    if (f.kind === 'yes-no') return [f.name, v ? 'yes' : 'no'];
    return [f.name, String(v)];
  }));
}

/** The API's answer from the form strings; an empty optional field is left out. */
export function answerOf(fields: readonly FieldSpec[], values: Record<string, string>): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = (values[f.name] ?? '').trim();
    if (f.optional && raw === '') continue;
    if (f.kind === 'money') answer[f.name] = raw === '' ? Number.NaN : Math.round(Number(raw.replace(/[\s,$]/g, '')) * 100);
    else if (f.kind === 'number') answer[f.name] = raw === '' ? Number.NaN : Number(raw);
    else if (f.kind === 'yes-no') answer[f.name] = raw === 'yes';
    else answer[f.name] = raw;
  }
  return answer;
}

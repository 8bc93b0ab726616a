import { useLingui } from '@lingui/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { fieldCodes } from './form-codes';
import { validationMessage } from './validation';

/**
 * A small form state for the first page most visitors load (the login page, ADR 0031): flat text and checkbox fields,
 * checked against a contract schema with the same codes and the same display rule as the react-hook-form forms
 * (lib/forms.tsx, mode 'onTouched'): a field's error shows once the user left it or tried to submit; a failed
 * submit focuses the first invalid field. react-hook-form stays out of that page's JavaScript.
 */
export function useLightForm<Values extends Record<string, string | boolean>, Output>(schema: $ZodType<Output>, defaults: Values) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(defaults);
  const [touched, setTouched] = useState<ReadonlySet<keyof Values>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<keyof Values, HTMLInputElement | null>());

  const check = (current: Values): { data: Output | null; codes: Record<string, { type: string; code: string }> } => {
    const result = safeParse(schema, current, { reportInput: true });
    return result.success ? { data: result.data, codes: {} } : { data: null, codes: fieldCodes(result.error.issues) };
  };
  const { codes } = check(values);
  const errorOf = (name: keyof Values) => {
    const descriptor = validationMessage(codes[name as string]?.code);
    return descriptor ? i18n._(descriptor) : null;
  };

  /** Props for a libs/ui TextField or CheckboxField. */
  const field = <K extends keyof Values & string>(name: K) => ({
    name,
    ref: (element: HTMLInputElement | null) => void inputs.current.set(name, element),
    ...(typeof defaults[name] === 'boolean'
      ? { checked: values[name] as boolean }
      : { value: values[name] as string }),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = typeof defaults[name] === 'boolean' ? event.target.checked : event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    error: errorOf(name),
    touched: touched.has(name) || submitted,
  });

  /** A submit handler: validates, focuses the first invalid field, else runs `onValid` with the schema's output. */
  const handleSubmit = (onValid: (data: Output) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check(values);
    if (result.data === null) {
      const first = Object.keys(defaults).find((name) => result.codes[name]);
      if (first) inputs.current.get(first)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, handleSubmit, isSubmitting };
}

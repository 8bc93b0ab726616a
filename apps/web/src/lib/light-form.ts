import { useLingui } from '@lingui/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FormCheck } from './form-check';
import { validationMessage } from './validation';

/**
 * A small form state for the first page most visitors load (the login page, ADR 0031): flat text and checkbox fields,
 * checked against a contract schema with the same codes and the same display rule as the react-hook-form forms
 * (lib/forms.tsx, mode 'onTouched'): a field's error shows once the user left it or tried to submit; a failed
 * submit focuses the first invalid field. react-hook-form stays out of that page's JavaScript.
 *
 * The check (`formCheck(schema)`, form-check.ts) comes from `loadCheck`, a dynamic import started when a field is
 * first focused or the form submitted, so the schema and zod are not in the page's first load either (ADR 0066); the
 * errors show from when it has arrived, a moment after the first focus.
 */
export function useLightForm<Values extends Record<string, string | boolean>, Output>(loadCheck: () => Promise<FormCheck<Output>>, defaults: Values) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(defaults);
  const [touched, setTouched] = useState<ReadonlySet<keyof Values>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [check, setCheck] = useState<FormCheck<Output> | null>(null);
  const loading = useRef<Promise<FormCheck<Output>> | null>(null);
  const inputs = useRef(new Map<keyof Values, HTMLInputElement | null>());

  const load = () =>
    (loading.current ??= loadCheck().then(
      (loaded) => {
        setCheck(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    ));
  const codes = check ? check(values).codes : {};
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
    onFocus: () => void load().catch(() => undefined),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = typeof defaults[name] === 'boolean' ? event.target.checked : event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    error: errorOf(name),
    touched: touched.has(name) || submitted,
  });

  /**
   * A submit handler: validates, focuses the first invalid field, else runs `onValid` with the schema's output. While
   * the check cannot be fetched (offline), a submit does nothing but say so in the console; the next one tries again.
   */
  const handleSubmit = (onValid: (data: Output) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    let current = check;
    try {
      current ??= await load();
    } catch (error) {
      console.warn('[form] the check of this form could not be fetched', error);
      return;
    }
    const result = current(values);
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

  /** Starts again from `next` (nothing touched, not submitted), keeping the fields' elements (and the focus). */
  const reset = (next: Values) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
  };

  return { field, handleSubmit, isSubmitting, reset };
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SelectField, Spinner } from '@marketplace/ui';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { formResolver } from './form-resolver';

/**
 * The parts every staff list (users, the vehicles team's vehicles) shares: a search box whose text lives in the URL,
 * the Search and Clear buttons, the results count, and previous/next pages. The public inventory uses links for its
 * pages (a crawler follows them) and keeps its own.
 */

/** The one field of a list's search form. */
export interface ListSearchValues {
  search: string;
}

/**
 * The search box's form: it follows the URL's text (Back, a shared link) and hands the checked, trimmed text, or
 * undefined when empty, to `onSearch`.
 */
export function useListSearchForm(schema: $ZodType<{ search?: string }>, current: string | undefined, onSearch: (text: string | undefined) => void) {
  const form = useForm<ListSearchValues, unknown, { search?: string }>({ resolver: formResolver(schema), defaultValues: { search: current ?? '' } });
  const { reset } = form;
  useEffect(() => reset({ search: current ?? '' }), [current, reset]);
  const submit = form.handleSubmit(({ search }) => onSearch(search?.trim() || undefined));
  return { form, submit };
}

/**
 * A filter of the list by one key: "all" (`allLabel`, no value) or one of `options`, in their order. `onChange`
 * gets the chosen value, or undefined for all.
 */
export function FilterSelect<V extends string | number>({ label, allLabel, value, options, onChange }: {
  label: string;
  allLabel: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}) {
  return (
    <SelectField
      className="filters__select"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(options.find((o) => String(o.value) === event.target.value)?.value)}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Search, and Clear once something filters the list. */
export function FilterActions({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="filters__actions">
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
      {filtered ? (
        <Button variant="text" onClick={onClear}>
          <Trans>Clear</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** How many results (announced politely to screen readers), with a small spinner while a newer page loads. */
export function ResultsBar({ count, refreshing }: { count: ReactNode; refreshing: boolean }) {
  return (
    <div className="results-bar">
      <p className="results-bar__count" aria-live="polite">
        {count}
      </p>
      {refreshing ? <Spinner size="small" /> : null}
    </div>
  );
}

/** Previous and next page buttons, shown when there is more than one page; page 1 is kept out of the URL. */
export function PageButtons({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number | undefined) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPage(page - 1 > 1 ? page - 1 : undefined)}>
        <Trans>Previous page</Trans>
      </Button>
      <span className="pagination__status">{t`Page ${page} of ${pages}`}</span>
      <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next page</Trans>
      </Button>
    </nav>
  );
}

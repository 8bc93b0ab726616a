import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';
import { useUiLabels } from './labels';

export type SnackbarVariant = 'info' | 'success' | 'error';

export interface SnackbarInput {
  message: ReactNode;
  variant?: SnackbarVariant;
  action?: { label: string; onClick: () => void };
}

interface SnackbarEntry extends SnackbarInput {
  id: number;
}

interface SnackbarApi {
  /** Queues a message; returns its id. */
  enqueue: (input: SnackbarInput) => number;
  dismiss: (id: number) => void;
}

/** Spec §9: at most three visible, each hides after five seconds, bottom-left. */
export const SNACKBAR_MAX_VISIBLE = 3;
export const SNACKBAR_DURATION_MS = 5000;

const SnackbarContext = createContext<SnackbarApi | null>(null);

/**
 * Visible snackbars are the first `max` entries of the queue; when one hides, the next queued one appears with its own
 * full duration. A snackbar's timer pauses while the pointer or the keyboard focus is on it (WCAG 2.2.1), and F8
 * moves focus to the snackbars.
 *
 * Not Radix Toast: the provider sits on every page, and Toast with its dependencies costs ~12 KB gzipped there.
 */
export function SnackbarProvider({
  children,
  max = SNACKBAR_MAX_VISIBLE,
  duration = SNACKBAR_DURATION_MS,
}: {
  children: ReactNode;
  max?: number;
  duration?: number;
}) {
  const labels = useUiLabels();
  const [queue, setQueue] = useState<SnackbarEntry[]>([]);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLElement>(null);

  const dismiss = useCallback((id: number) => setQueue((q) => q.filter((entry) => entry.id !== id)), []);
  const enqueue = useCallback((input: SnackbarInput) => {
    const id = nextId.current++;
    setQueue((q) => [...q, { ...input, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ enqueue, dismiss }), [enqueue, dismiss]);
  const visible = queue.slice(0, max);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8' && regionRef.current?.querySelector('li')) {
        event.preventDefault();
        regionRef.current.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {/* The live region exists before any message so that screen readers announce insertions. */}
      <section ref={regionRef} className="ui-snackbar-viewport" aria-label={labels.notifications} aria-live="polite" tabIndex={-1}>
        <ol className="ui-snackbar-list">
          {visible.map((entry) => (
            <Snackbar key={entry.id} entry={entry} duration={duration} onDismiss={dismiss} dismissLabel={labels.dismiss} />
          ))}
        </ol>
      </section>
    </SnackbarContext.Provider>
  );
}

function Snackbar({
  entry,
  duration,
  onDismiss,
  dismissLabel,
}: {
  entry: SnackbarEntry;
  duration: number;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(entry.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, entry.id, onDismiss]);

  return (
    <li
      className={cx('ui-snackbar', `ui-snackbar--${entry.variant ?? 'info'}`)}
      role={entry.variant === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <p className="ui-snackbar__message">{entry.message}</p>
      {entry.action ? (
        <button
          type="button"
          className="ui-snackbar__action"
          onClick={() => {
            entry.action?.onClick();
            onDismiss(entry.id);
          }}
        >
          {entry.action.label}
        </button>
      ) : null}
      <button type="button" className="ui-snackbar__close" aria-label={dismissLabel} onClick={() => onDismiss(entry.id)}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </button>
    </li>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() outside <SnackbarProvider>');
  return api;
}

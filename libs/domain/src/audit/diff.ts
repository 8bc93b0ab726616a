/** One field that differs between two states, by its dotted path (arrays by index). */
export interface FieldChange {
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A readable field-by-field diff of two folded states (the audit's "what did this event change"). */
export function diffStates(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (Object.is(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => diffStates(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const n = Math.max(before.length, after.length);
    return Array.from({ length: n }, (_, i) => diffStates(before[i], after[i], `${path}[${i}]`)).flat();
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path || '(state)', before: before ?? null, after: after ?? null }];
}

import type { Answer } from '../protocol';
import type { Tx } from '../store';

/** One operation of the API: its method, its path (groups are the ids it names) and what it does in a transaction. */
export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: RegExp;
  handle(tx: Tx, params: Record<string, any>, ids: string[]): Promise<Answer>;
}

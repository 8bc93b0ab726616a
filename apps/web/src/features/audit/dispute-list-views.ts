import type { DISPUTE_LIST_VIEWS as CONTRACT_VIEWS } from '@marketplace/contracts/audit/disputes.routes';

/**
 * The views of support's list of card disputes, as the contract names them (`DISPUTE_LIST_VIEWS`). Written here again,
 * not imported: the route's search check runs in the app's `app` chunk, and a value import of the contract would bring
 * the contract's schemas (zod) into every page's first load (ADR 0066). The type below and the page's test keep the two
 * lists the same.
 */
export const DISPUTE_LIST_VIEWS = ['open', 'due-soon', 'for-review', 'all'] as const satisfies readonly (typeof CONTRACT_VIEWS)[number][];

export type DisputeListView = (typeof DISPUTE_LIST_VIEWS)[number];

/** A view of the list from the address's query: an unknown one is the open disputes. */
export const disputeListViewOf = (v: unknown): DisputeListView => ((DISPUTE_LIST_VIEWS as readonly unknown[]).includes(v) ? (v as DisputeListView) : 'open');

import { SetMetadata } from '@nestjs/common';

export const READS_OWN_WRITES = 'marketplace:reads-own-writes';

/**
 * An owner read: before the handler runs, wait (bounded, 1 s) until these projections have passed the caller's last
 * write (the `X-Read-After` header, or this session's last write on this instance). Name the projections whose rows
 * the query reads.
 */
export const ReadsOwnWrites = (...projections: [string, ...string[]]) => SetMetadata(READS_OWN_WRITES, projections);

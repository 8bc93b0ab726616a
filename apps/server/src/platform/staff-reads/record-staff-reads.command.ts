import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../commands/command-meta';

/**
 * A staff member read people's personal data through a route of another context (ARCHITECTURE §2: staff reads of
 * personal data are events): one `audit.subject-viewed` per person read, on the access log of their account
 * (`audit-user-<id>`), with the route as the reason, appended as one batch for the whole request. A person reading
 * their own data is not recorded. Dispatched by the route once it has the answer, before answering.
 *
 * Declared here rather than in audit, which handles it: every context dispatches it, and audit reads every context.
 */
export class RecordStaffReadsCommand extends Command<void> {
  constructor(
    /** The people (user ids) whose personal data the answer holds; repeats are recorded once. */
    readonly userIds: readonly string[],
    /** What read them, e.g. `GET /status/get-messages`. */
    readonly route: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

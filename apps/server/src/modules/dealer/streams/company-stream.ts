import { Inject, Injectable } from '@nestjs/common';
import { companyStreamId, decideCompany, evolveCompany, initialCompanyState, type CompanyCommand, type CompanyEvent, type DomainError } from '@marketplace/domain';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { Expected, type EventStore } from '../../../platform/event-store/event-store.port';
import { eventMetadata, type RequestContext } from '../../../platform/http/request-context';
import { written } from '../../../platform/read-your-writes/write-position';
import { EVENT_STORE } from '../../../platform/tokens';

/**
 * The write side of `company-<id>` streams: read once, decide, append at the version the caller saw (an edit made
 * from an older version is a 409) or, for a creation, at no stream. `conflict` names that 409 in the caller's terms
 * (e.g. `dealer.widget_settings_conflict`); without it, the event store's `eventstore.wrong_expected_version`.
 */
@Injectable()
export class CompanyStream {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: CompanyCommand, expectedVersion: number | 'none', ctx: RequestContext, conflict?: () => DomainError) {
    const streamId = companyStreamId(command.data.companyId);
    const recorded = await this.store.readStream(streamId);
    const state = recorded.reduce((s, e) => evolveCompany(s, e as unknown as CompanyEvent), initialCompanyState);
    const events = decideCompany(command, state);
    const current = recorded.at(-1)?.streamVersion ?? 0;
    if (events.length === 0) return written({ Status: 1 as const, companyId: command.data.companyId, version: current }, null);
    const append = await this.store.appendToStream(
      streamId,
      events.map((e) => ({ type: e.type, data: e.data, metadata: eventMetadata(ctx) })),
      expectedVersion === 'none' ? Expected.noStream : Expected.exact(expectedVersion),
    ).catch((error: unknown) => {
      throw conflict && error instanceof WrongExpectedVersionError ? conflict() : error;
    });
    return written({ Status: 1 as const, companyId: command.data.companyId, version: current + events.length }, append.position);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  DealerErrors, decideLeadWork, isSealedField, type Personal, evolveLeadWork, initialLeadWorkState, leadWorkStreamId, type LeadWorkCommand, type LeadWorkEvent,
} from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { Expected, type EventStore } from '../../../platform/event-store/event-store.port';
import { eventMetadata, type RequestContext } from '../../../platform/http/request-context';
import { PrivacyVault, SubjectShreddedError } from '../../../platform/privacy/privacy-vault';
import { written } from '../../../platform/read-your-writes/write-position';
import { DB, EVENT_STORE } from '../../../platform/tokens';
import { CompanyScopes } from '../adapters/company-scope';
import { visibleLead } from '../queries/get-leads-details/visible-lead';

/** What a dealer's action decides, given the lead it is about (its company, its buyer). */
export type LeadWorkDecision = (lead: { readonly leadId: string; readonly companyId: number }) => Promise<LeadWorkCommand> | LeadWorkCommand;

/**
 * The write side of `dealer-lead-<leadId>` streams (ADR 0074): the caller must see the lead (another company's: 404);
 * read once, decide, append at the version the caller's card showed (a stale one: 409 `dealer.lead_conflict`, the
 * web reloads the card). The timers append with `'any'` after reading (their decisions are idempotent).
 */
@Injectable()
export class LeadWorkStream {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly scopes: CompanyScopes,
    private readonly vault: PrivacyVault,
  ) {}

  async act(leadId: string, expectedVersion: number, ctx: RequestContext, decide: LeadWorkDecision) {
    const row = await visibleLead(this.db, this.scopes, leadId, ctx);
    // Staff see the team's leads without a company; only a company's lead is worked.
    if (row.company_id === null) throw DealerErrors.leadNotFound();
    return this.execute(await decide({ leadId, companyId: row.company_id }), expectedVersion, ctx, row.customer_user_id as string);
  }

  /** `subjectId`: the buyer, whose key seals the free texts the dealer writes about them (a reason, a note, a task). */
  async execute(command: LeadWorkCommand, expectedVersion: number | 'any', ctx: RequestContext, subjectId?: string) {
    const streamId = leadWorkStreamId(command.leadId);
    const recorded = await this.store.readStream(streamId);
    const current = recorded.at(-1)?.streamVersion ?? 0;
    if (expectedVersion !== 'any' && expectedVersion !== current) throw DealerErrors.leadConflict();
    const state = recorded.reduce((s, e) => evolveLeadWork(s, e as unknown as LeadWorkEvent), initialLeadWorkState);
    const events = await this.seal(decideLeadWork(command, state), subjectId);
    if (events.length === 0) return written({ Status: 1 as const, leadId: command.leadId, version: current }, null);
    const append = await this.store.appendToStream(
      streamId, events.map((e) => ({ type: e.type, data: e.data, metadata: eventMetadata(ctx) })), Expected.exact(current),
    ).catch((error: unknown) => {
      throw error instanceof WrongExpectedVersionError ? DealerErrors.leadConflict() : error;
    });
    return written({ Status: 1 as const, leadId: command.leadId, version: current + events.length }, append.position);
  }

  private async seal(events: LeadWorkEvent[], subjectId: string | undefined): Promise<LeadWorkEvent[]> {
    const sealed = async (value: Personal<string>): Promise<Personal<string>> => {
      if (isSealedField(value) || subjectId === undefined) return value;
      try {
        return { $sealed: await this.vault.encrypt(subjectId, value) };
      } catch (error) {
        // The buyer erased their account: nothing more is written about them.
        if (error instanceof SubjectShreddedError) throw DealerErrors.customerErased();
        throw error;
      }
    };
    return Promise.all(events.map(async (e): Promise<LeadWorkEvent> => {
      switch (e.type) {
        case 'LeadNoteAdded':
          return { ...e, data: { ...e.data, text: await sealed(e.data.text) } };
        case 'LeadTaskAdded':
          return { ...e, data: { ...e.data, title: await sealed(e.data.title) } };
        case 'LeadStageChanged':
          return e.data.reason === null ? e : { ...e, data: { ...e.data, reason: await sealed(e.data.reason) } };
        default:
          return e;
      }
    }));
  }
}

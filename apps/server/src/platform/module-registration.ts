import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import type { Migration } from 'kysely';
import type { AppConfig } from './config/config';
import type { Deadline } from './timers/deadlines';
import type { Projection } from './projections/projection';
import type { IntegrationEventConsumer, IntegrationEventTranslator } from './integration-events/integration-events';
import type { PersonalDataPart } from './personal-data/personal-data-part';
import type { OutboxDepth } from './observability/outbox-depth';

/** What projections may use from the platform. Kept tiny so the CLI can build projections without Nest. */
export interface ProjectionDeps {
  /** Enqueue wake-ups for deadlines a batch just committed (live mode only). */
  wakeTimers(deadlines: readonly Pick<Deadline, 'kind' | 'key' | 'version' | 'dueAt'>[]): Promise<void>;
  /** The configuration (e.g. the master key, for projections that open sealed personal data). */
  readonly config?: AppConfig;
}

/** How support tools fold a stream: the domain's initial state and evolve, picked by stream id prefix. */
export interface StreamType {
  readonly prefix: string;
  readonly initialState: unknown;
  evolve(state: any, event: { type: string; data: any }): unknown;
  /**
   * Bump when evolve (or what it calls) folds differently, or the state's shape changes: the audit context's state
   * snapshots of this stream type are then folded afresh (ADR 0033). Defaults to 1.
   */
  readonly stateVersion?: number;
}

/**
 * A bounded context's contribution to the application, listed once in app.registry.ts: its Nest module (controllers,
 * command/query handlers), its migrations (its own schema), projections, stream types for the events tool, and
 * upcasters by event type and schema version. The app module, the infrastructure and the tools all read this list.
 */
export interface ModuleRegistration {
  readonly name: string;
  /** The context's Nest module; app.module.ts imports every registration's module. */
  readonly nestModule?: Type<unknown> | DynamicModule;
  readonly migrations?: Record<string, Migration>;
  readonly projections?: (deps: ProjectionDeps) => Projection[];
  readonly streams?: readonly StreamType[];
  readonly upcasters?: Record<string, Record<number, (data: any) => unknown>>;
  /**
   * Integration events (ADR 0011): translators from this module's store events to its public events, and consumers of
   * other modules' public events (each runs as its own checkpointed projection, fed by every registered translator).
   */
  readonly integrationEvents?: {
    readonly translators?: readonly IntegrationEventTranslator[];
    readonly consumers?: readonly IntegrationEventConsumer<any>[];
  };
  /** The context's outboxes (messages it must still send out), whose depth the metrics show (ADR 0080). */
  readonly outboxes?: readonly OutboxDepth[];
  /** The context's parts of a person's Law 25 export ("Download my data", ADR 0059). */
  readonly personalData?: readonly PersonalDataPart[];
  /**
   * Demo data for an empty database (`npm start`), run with the booted application. Returns lines to print
   * (demo logins, counts). Must be a no-op when its data already exists.
   */
  readonly seedDemo?: (app: INestApplicationContext) => Promise<string[]>;
}

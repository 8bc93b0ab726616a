import { eventStoreContract } from './event-store.contract';
import { upcasterFrom } from './event-store.port';
import { InMemoryEventStore } from './in-memory-event-store';

eventStoreContract({
  name: 'in-memory',
  concurrentWriters: 50,
  create: async (options) => new InMemoryEventStore(options?.upcasters ? upcasterFrom(options.upcasters) : undefined),
});

import { eventStoreContract } from './event-store.contract';
import { upcasterFrom } from './event-store.port';
import { KurrentDbEventStore } from './kurrentdb-event-store';

const connection = process.env.EVENTSTORE_CONNECTION_STRING;

if (connection) {
  eventStoreContract({
    name: 'KurrentDB',
    concurrentWriters: 50,
    create: async (options) => new KurrentDbEventStore(connection, options?.upcasters ? upcasterFrom(options.upcasters) : undefined),
  });
} else {
  describe('EventStore contract: KurrentDB', () => {
    it('is skipped: EVENTSTORE_CONNECTION_STRING is not set (no KurrentDB server can run on this machine)', () => {
      console.log('KurrentDB contract suite skipped: set EVENTSTORE_CONNECTION_STRING (e.g. kurrentdb://localhost:2113?tls=false) to run it.');
      expect(connection).toBeUndefined();
    });
  });
}

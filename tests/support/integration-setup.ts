// Integration tests talk to real PostgreSQL and Redis; give them room.
jest.setTimeout(120_000);

export * from './write-position';
export * from './reads-own-writes.decorator';
export * from './read-your-writes.interceptor';
export * from './session-write-positions';

export * from './domain-error';
export * from './decider';
export * from './user-types';
export * from './formatters';
export * from './lease-terms';

export * from './garage.events';
export * from './garage.state';
export * from './garage.errors';
export * from './garage.decide';

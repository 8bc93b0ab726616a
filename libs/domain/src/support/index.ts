export * from './support.events';
export * from './support.state';
export * from './support.errors';
export * from './support.decide';

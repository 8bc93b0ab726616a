export * from './shared';
export * from './pricing';
export * from './identity';
export * from './catalog';
export * from './purchase';
export * from './trade-in';
export * from './credit';
export * from './garage';

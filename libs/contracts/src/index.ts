export * from './shared/problem';
export * from './shared/route';
export * from './shared/health';
export * from './identity';
export * from './catalog';
export * from './purchase';
export * from './audit';
export * from './trade-in';

export * from './shared/problem';
export * from './shared/route';
export * from './shared/integration-event';
export * from './shared/health';
export * from './identity';
export * from './catalog';
export * from './purchase';
export * from './audit';

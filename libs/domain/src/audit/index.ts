export * from './access';
export * from './diff';
export * from './keys';
export * from './dispute';
export * from './event-sentence';

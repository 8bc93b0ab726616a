export * from './access';
export * from './diff';
export * from './keys';
export * from './dispute';

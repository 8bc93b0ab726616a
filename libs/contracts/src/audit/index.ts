export * from './audit.routes';
export * from './console.routes';

export * from './audit.routes';
export * from './console.routes';
export * from './disputes.routes';

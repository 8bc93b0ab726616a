export * from './support.routes';

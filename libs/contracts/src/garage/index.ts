export * from './garage.routes';

export * from './leads.routes';

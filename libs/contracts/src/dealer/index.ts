export * from './leads.routes';
export * from './companies.routes';

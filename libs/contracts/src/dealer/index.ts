export * from './leads.routes';
export * from './companies.routes';
export * from './configurations.routes';
export * from './subscription.routes';

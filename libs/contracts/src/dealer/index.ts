export * from './leads.routes';
export * from './companies.routes';
export * from './configurations.routes';
export * from './events';
export * from './notifications.routes';
export * from './widgets.routes';
export * from './subscription.routes';
export * from './company-users.routes';

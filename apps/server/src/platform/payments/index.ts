export * from './payments.port';
export * from './stripe-payments';
export * from './payments.module';
export * from './verified-webhook';
export * from './webhook-endpoints';
export * from './disputes';

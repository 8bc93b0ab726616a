export * from './payments.port';
export * from './stripe-payments';
export * from './local-stripe-server';
export * from './payments.module';
export * from './verified-webhook';

export * from './condition';
export * from './trade-in.errors';
export * from './trade-in.events';
export * from './trade-in.state';
export * from './trade-in.decide';
export * from './valuation';
export * from './vin-decode';
export * from './value-rule';

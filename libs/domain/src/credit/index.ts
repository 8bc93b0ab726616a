export * from './credit.errors';
export * from './decision';
export * from './lenders';
export * from './wizard';
export * from './credit-application.answers';
export * from './credit-application.events';
export * from './credit-application.state';
export * from './credit-application.decide';

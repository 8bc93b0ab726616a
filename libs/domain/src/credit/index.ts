export * from './credit.errors';
export * from './decision';
export * from './lenders';
export * from './wizard';

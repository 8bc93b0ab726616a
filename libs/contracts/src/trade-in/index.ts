export * from './trade-in.routes';
export * from './vehicle-data.routes';
export * from './adviser.routes';
export * from './value-rules.routes';
export * from './block.routes';
export * from './events';

export * from './value-lists.routes';
export * from './application.schemas';
export * from './application.routes';
export * from './events';
export * from './review.routes';

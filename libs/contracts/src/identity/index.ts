export * from './user';
export * from './session.routes';
export * from './account.routes';
export * from './admin.routes';
export * from './events';
export * from './social.routes';

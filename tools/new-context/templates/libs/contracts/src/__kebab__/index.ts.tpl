export * from './__kebab__.routes';
export * from './events';

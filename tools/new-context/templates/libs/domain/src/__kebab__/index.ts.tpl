export * from './__kebab__.events';
export * from './__kebab__.state';
export * from './__kebab__.errors';
export * from './__kebab__.decide';

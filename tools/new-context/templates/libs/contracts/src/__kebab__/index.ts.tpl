export * from './__kebab__.routes';

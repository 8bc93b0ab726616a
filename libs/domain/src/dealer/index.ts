export * from './lead';
export * from './company';

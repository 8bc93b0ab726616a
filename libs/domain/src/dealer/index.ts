export * from './lead';
export * from './company';
export * from './subscription';

export * from './lead';
export * from './company';
export * from './inventory-csv';
export * from './inventory-holds';
export * from './subscription';
export * from './dealer.errors';
export * from './lead-work';

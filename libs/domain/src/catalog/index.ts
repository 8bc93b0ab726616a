export * from './vehicle-status';
export * from './all-in-price';
export * from './vehicle.events';
export * from './vehicle.state';
export * from './vehicle.decide';
export * from './catalog.errors';
export * from './vin-claim';
export * from './catalog-staff';

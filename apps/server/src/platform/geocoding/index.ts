export * from './geocoding.port';
export * from './fsa-geocoding.driver';
export * from './geocoding.module';
export { FSA_TABLE, FIRST_LETTER_FALLBACK, provinceOfFsa } from './fsa-table';

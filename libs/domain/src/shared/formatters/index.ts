export * from './phone';
export * from './email';
export * from './vin';
export * from './postal-code';
export * from './sin';
export * from './luhn';
export * from './local-date';
export * from './locale-format';

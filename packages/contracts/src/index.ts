export * from './validation';
export * from './enums';
export * from './common';
export * from './auth';

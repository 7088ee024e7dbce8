export * from './validation';
export * from './enums';
export * from './common';
export * from './auth';
export * from './users';
export * from './events';
export * from './sessions';
export * from './organizations';

export * from './enums';
export * from './users';
export * from './organizations';
export * from './events';
export * from './sessions';
export * from './messages';
export * from './media';
export * from './live';

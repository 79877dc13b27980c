export * from './conditions';
export * from './next-path';
export * from './schemas';
export * from './group-schemas';
export * from './validation';

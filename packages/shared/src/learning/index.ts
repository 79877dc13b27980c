export * from './content-types';
export * from './enrollment';
export * from './stamp';
export * from './schemas';
export * from './enrollment-schemas';

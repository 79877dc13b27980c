export * from './content-types';
export * from './enrollment';
export * from './stamp';
export * from './schemas';
export * from './enrollment-schemas';
export * from './admin-schemas';
export * from './scorm';
export * from './material-schemas';

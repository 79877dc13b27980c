export * from './constants';
export * from './api';
export * from './account';
export * from './config';
export * from './status';
export * from './format';
export * from './learning';
export * from './assessment';

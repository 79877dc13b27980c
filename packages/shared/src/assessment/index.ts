export * from './constants';
export * from './normalise';
export * from './question';
export * from './grade';
export * from './test-status';
export * from './test-api';
export * from './survey';
export * from './authoring';

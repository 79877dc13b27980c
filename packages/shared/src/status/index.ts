export * from './progress';
export * from './schema';

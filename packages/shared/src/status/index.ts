export * from './progress';

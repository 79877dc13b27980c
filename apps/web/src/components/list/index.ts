export * from './list-messages';
export * from './list-pagination';
export * from './list-toolbar';
export * from './use-list-params';
export * from './paged-card-list';

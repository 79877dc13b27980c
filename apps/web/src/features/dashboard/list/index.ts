export * from './choice-filter';
export * from './dashboard-list';
export * from './dashboard-list-messages';
export * from './list-url';
export * from './refusal-message';
export * from './export-button';
export * from './period-inputs';
export * from './dashboard-list-toolbar';

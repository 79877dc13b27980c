export * from './content-image';
export * from './content-path';
export * from './format';
export * from './learning-messages';
export * from './status-badge';
export * from './use-content-language';

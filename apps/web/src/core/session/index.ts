export * from './get-profile';
export * from './logout';
export * from './patch-profile';
export * from './login-path';
export * from './use-switch-language';
export * from './person-name';

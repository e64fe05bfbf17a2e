export * from './login-dialog';
export * from './login-form';
export * from './use-login-form';
export * as LoginDialog from './parts';

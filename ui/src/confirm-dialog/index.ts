export * from './confirm-dialog';
export * from './use-confirm';
export * as ConfirmDialog from './parts';

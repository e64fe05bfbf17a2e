// `@hangjia/ui/confirm-dialog`: the confirm dialog (`import * as ConfirmDialog from '@hangjia/ui/confirm-dialog'`).
export { ConfirmDialogAction, ConfirmDialogCancel, ConfirmDialogContent, ConfirmDialogDescription, ConfirmDialogRoot, ConfirmDialogTitle, ConfirmDialogTrigger, confirmDialogLabels, type ConfirmDialogLabels, type ConfirmDialogRootProps } from './confirm-dialog';
export { useConfirm, type ConfirmRequest } from './use-confirm';

/** The parts under short names, for `import * as ConfirmDialog from '@hangjia/ui/confirm-dialog'`. */
export { ConfirmDialogRoot as Root, ConfirmDialogTrigger as Trigger, ConfirmDialogContent as Content, ConfirmDialogTitle as Title, ConfirmDialogDescription as Description, ConfirmDialogCancel as Cancel, ConfirmDialogAction as Action } from './confirm-dialog';

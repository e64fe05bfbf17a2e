import { createAlertDialogParts, type AlertDialogRootProps } from '../shared/alert-dialog-parts';

export const confirmDialogLabels = { title: '提示', confirm: '确定', cancel: '取消' };
export type ConfirmDialogLabels = typeof confirmDialogLabels;
export type ConfirmDialogRootProps = AlertDialogRootProps<ConfirmDialogLabels>;

/** A Radix alert dialog asking to confirm or cancel, e.g. '放弃回答此问题?'. */
export const {
  Root: ConfirmDialogRoot,
  Trigger: ConfirmDialogTrigger,
  Content: ConfirmDialogContent,
  Title: ConfirmDialogTitle,
  Description: ConfirmDialogDescription,
  Cancel: ConfirmDialogCancel,
  Action: ConfirmDialogAction,
} = /*#__PURE__*/ createAlertDialogParts('ConfirmDialog', confirmDialogLabels);

import { createAlertDialogParts, type AlertDialogRootProps } from '../shared/alert-dialog-parts';

export const alertLabels = { title: '提示', confirm: '确定' };
export type AlertLabels = typeof alertLabels;
export type AlertRootProps = AlertDialogRootProps<AlertLabels>;

/** A Radix alert dialog with a title (提示), a message and one 确定 button, e.g. '极光奖申报已截止'. */
export const {
  Root: AlertRoot,
  Trigger: AlertTrigger,
  Content: AlertContent,
  Title: AlertTitle,
  Description: AlertDescription,
  Action: AlertAction,
} = /*#__PURE__*/ createAlertDialogParts('Alert', alertLabels);

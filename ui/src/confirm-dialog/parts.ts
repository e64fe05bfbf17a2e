export {
  ConfirmDialogRoot as Root,
  ConfirmDialogTrigger as Trigger,
  ConfirmDialogContent as Content,
  ConfirmDialogTitle as Title,
  ConfirmDialogDescription as Description,
  ConfirmDialogCancel as Cancel,
  ConfirmDialogAction as Action,
} from './confirm-dialog';

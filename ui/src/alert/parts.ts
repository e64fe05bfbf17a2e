export {
  AlertRoot as Root,
  AlertTrigger as Trigger,
  AlertContent as Content,
  AlertTitle as Title,
  AlertDescription as Description,
  AlertAction as Action,
} from './alert';

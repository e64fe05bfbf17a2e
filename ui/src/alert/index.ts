// `@hangjia/ui/alert`: the alert (`import * as Alert from '@hangjia/ui/alert'`).
export { AlertAction, AlertContent, AlertDescription, AlertRoot, AlertTitle, AlertTrigger, alertLabels, type AlertLabels, type AlertRootProps } from './alert';
export { useAlert, type AlertRequest } from './use-alert';

/** The parts under short names, for `import * as Alert from '@hangjia/ui/alert'`. */
export { AlertRoot as Root, AlertTrigger as Trigger, AlertContent as Content, AlertTitle as Title, AlertDescription as Description, AlertAction as Action } from './alert';

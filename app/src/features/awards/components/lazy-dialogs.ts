import { lazyDialog } from '../../../components/dialog/lazy-dialog';

/** The award pages' dialogs, loaded when an apply button is first pointed at, touched, focused or pressed. */
export const ApplyDialog = lazyDialog(() => import('./apply-dialog').then((m) => m.ApplyDialog));
export const ClosedNotice = lazyDialog(() => import('./notice').then((m) => m.ClosedNotice));
export const UvDialog = lazyDialog(() => import('./uv-dialog').then((m) => m.UvDialog));

/** Both: the apply dialog leads to the notice that applications are closed. */
export const preloadAwardDialogs = () => Promise.all([ApplyDialog.preload(), ClosedNotice.preload()]);

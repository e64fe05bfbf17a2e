// `@hangjia/ui/redirect-countdown`: the redirect countdown.
export { RedirectCountdown, type RedirectCountdownProps } from './redirect-countdown';
export { NOT_FOUND_REDIRECT_SECONDS, REDIRECT_SECONDS, useRedirectCountdown } from './use-redirect-countdown';

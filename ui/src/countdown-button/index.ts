// `@hangjia/ui/countdown-button`: the countdown button.
export { CountdownButton, countdownButtonLabels, type CountdownButtonLabels, type CountdownButtonProps } from './countdown-button';
export { COUNTDOWN_SECONDS, SEND_CODE_SECONDS, idleCountdown, startCountdown, tickCountdown, type CountdownState, type CountdownStatus } from './countdown-button-logic';
export { useCountdown, type CountdownControls, type UseCountdownOptions } from './use-countdown';

export { useControllableState, type UseControllableStateParams } from './use-controllable-state';
export { composeEventHandlers, composeRefs, useComposedRefs } from './compose';
export { formatLabel } from './labels';
export { usePrefersReducedMotion, prefersReducedMotion } from './use-prefers-reduced-motion';

// `@hangjia/ui/popover`: the popover (`import * as Popover from '@hangjia/ui/popover'`).
export { PopoverArrow, PopoverClose, PopoverContent, PopoverRoot, PopoverTrigger, type PopoverRootProps } from './popover';
export { useHoverOpen, type HoverOpenOptions } from './use-hover-open';

/** The parts under short names, for `import * as Popover from '@hangjia/ui/popover'`. */
export { PopoverRoot as Root, PopoverTrigger as Trigger, PopoverContent as Content, PopoverClose as Close, PopoverArrow as Arrow } from './popover';

export {
  PopoverRoot as Root,
  PopoverTrigger as Trigger,
  PopoverContent as Content,
  PopoverClose as Close,
  PopoverArrow as Arrow,
} from './popover';

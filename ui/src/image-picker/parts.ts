export {
  ImagePickerRoot as Root,
  ImagePickerInput as Input,
  ImagePickerTrigger as Trigger,
  ImagePickerList as List,
  ImagePickerItem as Item,
  ImagePickerPreview as Preview,
  ImagePickerRemove as Remove,
  ImagePickerError as Error,
} from './image-picker';

// `@hangjia/ui/image-picker`: the image picker (`import * as ImagePicker from '@hangjia/ui/image-picker'`).
export { ImagePickerError, ImagePickerErrorMessage, ImagePickerInput, ImagePickerItem, ImagePickerList, ImagePickerPreview, ImagePickerRemove, ImagePickerRoot, ImagePickerTrigger, imagePickerLabels, type ImagePickerLabels, type ImagePickerListProps, type ImagePickerRootProps } from './image-picker';
export { IMAGE_MESSAGES, imageProblemMessages, pickImages, validateImage, type ImageErrorCode, type ImageProblem, type ImageProblemMessages, type ImageRejection, type ImageRule } from './image-picker-logic';
export { useObjectUrls } from './use-object-urls';

/** The parts under short names, for `import * as ImagePicker from '@hangjia/ui/image-picker'`. */
export { ImagePickerRoot as Root, ImagePickerInput as Input, ImagePickerTrigger as Trigger, ImagePickerList as List, ImagePickerItem as Item, ImagePickerPreview as Preview, ImagePickerRemove as Remove, ImagePickerErrorMessage as ErrorMessage } from './image-picker';
/** `ImagePicker.Error`, deprecated: imported by name it shadows the global `Error`; use `ErrorMessage`. Removed in the next minor. */
export { ImagePickerError as Error } from './image-picker';

export * from './image-picker';
export * from './validate-image';
export * from './use-object-urls';
export * as ImagePicker from './parts';

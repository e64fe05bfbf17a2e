import { ImagePickerError, ImagePickerInput, ImagePickerList, ImagePickerRoot, ImagePickerTrigger } from '@hangjia/ui';
import * as styles from './form-dialog.css';

export interface ImageFieldProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  max: number;
  /** Only these types (the answer takes JPEG only). Default JPG and PNG. */
  accept?: readonly string[];
  disabled?: boolean;
}

/** Picked images with previews, 上传图片 and the image messages ('上传图片只能是 JPG/PNG 格式!', '上传图片大小不能超过 2m!'). */
export function ImageField({ files, onFilesChange, max, accept, disabled = false }: ImageFieldProps) {
  return (
    <ImagePickerRoot
      className={styles.images}
      value={files}
      onValueChange={onFilesChange}
      max={max}
      disabled={disabled}
      {...(accept ? { accept } : {})}
    >
      <ImagePickerList className={styles.imageList} />
      <ImagePickerTrigger className={styles.imageTrigger}>
        上传图片（{files.length}/{max}）
      </ImagePickerTrigger>
      <ImagePickerInput />
      <ImagePickerError className={styles.error} />
    </ImagePickerRoot>
  );
}

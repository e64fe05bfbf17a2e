import { ImagePickerErrorMessage, ImagePickerInput, ImagePickerList, ImagePickerRoot, ImagePickerTrigger, type ImageRule } from '@hangjia/ui';
import { IMAGE_RULE, IMAGE_RULE_MESSAGES } from '../../lib/content/upload-rules';
import * as styles from './form-dialog.css';

export interface ImageFieldProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  max: number;
  /** What a picture may be (lib/content/upload-rules.ts); by default the upload API's, JPG/PNG under 2 MB. */
  rule?: ImageRule;
  disabled?: boolean;
}

/** Picked images with previews, 上传图片 and the image messages ('上传图片只能是 JPG/PNG 格式!', '上传图片大小不能超过 2m!'). */
export function ImageField({ files, onFilesChange, max, rule = IMAGE_RULE, disabled = false }: ImageFieldProps) {
  return (
    <ImagePickerRoot
      className={styles.images}
      value={files}
      onValueChange={onFilesChange}
      rule={rule}
      labels={IMAGE_RULE_MESSAGES}
      max={max}
      disabled={disabled}
    >
      <ImagePickerList className={styles.imageList} />
      <ImagePickerTrigger className={styles.imageTrigger}>
        上传图片（{files.length}/{max}）
      </ImagePickerTrigger>
      <ImagePickerInput />
      <ImagePickerErrorMessage className={styles.error} />
    </ImagePickerRoot>
  );
}

import { ImagePickerErrorMessage, ImagePickerInput, ImagePickerRoot, ImagePickerTrigger } from '@hangjia/ui';
import { useUploadImage } from '@hangjia/sdk/react';
import { useState } from 'react';
import { ExternalLink } from '../../../components/external-link/external-link';
import { uploadImages } from '../../../lib/content/upload-images';
import { AWARD_MAX_IMAGES, IMAGE_RULE, IMAGE_RULE_MESSAGES } from '../../../lib/content/upload-rules';
import { userMessage } from '../../../lib/scope/user-message';
import * as styles from './awards.css';
import { safeSrc } from '../../../lib/content/safe-href';

/**
 * The award pages' image upload action, while a year takes applications: each JPG/PNG under 2 MB
 * is sent as soon as it is picked (`uploadImage`), then shown from its stored address, which the
 * applicant can open and copy into the form or the online application.
 */
export function AwardUpload() {
  const upload = useUploadImage();
  const [urls, setUrls] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (files: File[]) => {
    setSending(true);
    setFailure(null);
    try {
      const stored = await uploadImages(files, upload.mutateAsync, undefined);
      setUrls((before) => [...before, ...stored]);
    } catch (reason) {
      setFailure(userMessage(reason, '上传失败，请稍后再试'));
    } finally {
      setSending(false);
    }
  };

  const full = urls.length >= AWARD_MAX_IMAGES;
  return (
    <div className={styles.upload}>
      <p className={styles.legend}>申报图片（产品、案例或企业图片，JPG/PNG格式，小于2MB）</p>
      {urls.length ? (
        <ul className={styles.uploaded} aria-label="已上传图片">
          {urls.map((url, i) => (
            <li key={url}>
              <ExternalLink href={url}>
                <img src={safeSrc(url)} alt={`申报图片 ${i + 1}`} width={72} height={72} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ImagePickerRoot rule={IMAGE_RULE} labels={IMAGE_RULE_MESSAGES} value={[]} onValueChange={(files) => void send(files)} max={AWARD_MAX_IMAGES - urls.length} disabled={sending || full}>
        <ImagePickerTrigger className={styles.ghostDark}>{sending ? '上传中…' : `上传图片（${urls.length}/${AWARD_MAX_IMAGES}）`}</ImagePickerTrigger>
        <ImagePickerInput />
        <ImagePickerErrorMessage className={styles.uploadError} />
      </ImagePickerRoot>
      {failure ? (
        <p role="alert" className={styles.uploadError}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}

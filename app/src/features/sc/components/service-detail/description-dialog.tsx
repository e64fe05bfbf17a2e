import { useSaveServiceRecord, useUploadImage } from '@hangjia/sdk/react';
import * as ImagePicker from '@hangjia/ui/image-picker';
import { IMAGE_RULE, IMAGE_RULE_MESSAGES, RECORD_MAX_IMAGES } from '../../../../lib/content/upload-rules';
import { useToast } from '@hangjia/ui';
import { useId, useState } from 'react';
import { DialogClose, DialogShell } from '../../../../components/dialog/dialog-shell';
import * as dialog from '../../../../components/dialog/dialog.css';
import { userMessage } from '../../../../lib/scope/user-message';
import { descriptionError } from '../../sc-binding';
import { ACTION_FAILED } from '../sc-feedback';
import * as sc from '../sc.css';

export interface DescriptionDialogProps {
  itemId: number;
  phone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a description and/or pictures to a type 1 item; a failed save keeps what was typed. */
export function DescriptionDialog({ itemId, phone, open, onOpenChange }: DescriptionDialogProps) {
  const toast = useToast();
  const upload = useUploadImage();
  const save = useSaveServiceRecord();
  const [desc, setDesc] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async () => {
    const problem = descriptionError(
      desc,
      files.map((f) => f.name)
    );
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      const images: string[] = [];
      for (const file of files) images.push((await upload.mutateAsync({ image: file })).url);
      await save.mutateAsync({ phone, type: 1, itemId, ...(desc.trim() ? { desc: desc.trim() } : {}), ...(images.length ? { images } : {}) });
      toast.success('成功添加描述');
      setDesc('');
      setFiles([]);
      onOpenChange(false);
    } catch (reason) {
      const text = userMessage(reason, ACTION_FAILED);
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell look="panel" className={dialog.medium} open={open} onOpenChange={onOpenChange} title="添加描述">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={dialog.body}>
          <div className={sc.field}>
            <label className={sc.label} htmlFor={`${id}-desc`}>
              描述
            </label>
            <textarea
              id={`${id}-desc`}
              className={sc.textarea}
              value={desc}
              onChange={(e) => setDesc(e.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <ImagePicker.Root rule={IMAGE_RULE} labels={IMAGE_RULE_MESSAGES} value={files} onValueChange={setFiles} max={RECORD_MAX_IMAGES} className={sc.picker} aria-label="图片">
            <ImagePicker.List />
            <ImagePicker.Trigger className={sc.ghost} />
            <ImagePicker.Input />
            <ImagePicker.ErrorMessage className={sc.errorText} />
          </ImagePicker.Root>
          <p id={`${id}-error`} className={sc.errorText} role="alert">
            {error}
          </p>
        </div>
        <div className={dialog.foot}>
          <DialogClose type="button" className={sc.ghost}>
            取消
          </DialogClose>
          <button type="submit" className={sc.button} disabled={busy}>
            {busy ? '保存中…' : '保存'}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}

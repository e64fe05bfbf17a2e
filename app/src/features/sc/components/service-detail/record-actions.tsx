import { useDeleteRecordImage, useDeleteServiceRecord, useSaveScreenshot, useUploadImage } from '@hangjia/sdk/react';
import * as ConfirmDialog from '@hangjia/ui/confirm-dialog';
import { useToast, validateImage } from '@hangjia/ui';
import { IMAGE_RULE, IMAGE_RULE_MESSAGES } from '../../../../lib/content/upload-rules';
import { useRef } from 'react';
import { userMessage } from '../../../../lib/scope/user-message';
import { ACTION_FAILED } from '../sc-feedback';
import * as sc from '../sc.css';

/** Asks, then deletes a record ('成功删除'). */
export function DeleteRecord({ recordId }: { recordId: number }) {
  const remove = useDeleteServiceRecord();
  return <ConfirmDelete label="删除" message="确定删除这条记录吗？" busy={remove.isPending} remove={() => remove.mutateAsync({ id: recordId })} />;
}

/** Asks, then deletes a picture or the screenshot of a record ('成功删除'). */
export function DeleteImage({ recordId, url, label }: { recordId: number; url: string; label: string }) {
  const remove = useDeleteRecordImage();
  return <ConfirmDelete label={label} message="确定删除这张图片吗？" busy={remove.isPending} small remove={() => remove.mutateAsync({ id: recordId, url })} />;
}

interface ConfirmDeleteProps {
  label: string;
  message: string;
  busy: boolean;
  small?: boolean;
  remove: () => Promise<unknown>;
}

/** A delete button that asks first (确定/取消), then deletes and says so or why not. */
function ConfirmDelete({ label, message, busy, small, remove }: ConfirmDeleteProps) {
  const toast = useToast();
  const confirm = async () => {
    try {
      await remove();
      toast.success('成功删除');
    } catch (reason) {
      toast.error(userMessage(reason, ACTION_FAILED));
    }
  };
  return (
    <ConfirmDialog.Root message={message} onConfirm={confirm}>
      <ConfirmDialog.Trigger className={small ? `${sc.danger} ${sc.small}` : sc.danger} disabled={busy}>
        {label}
      </ConfirmDialog.Trigger>
      <ConfirmDialog.Content className={sc.loginContent} overlayProps={{ className: sc.overlay }}>
        <ConfirmDialog.Title className={sc.title} />
        <ConfirmDialog.Description style={{ textAlign: 'center', marginBottom: 16 }} />
        <div className={sc.row} style={{ justifyContent: 'center' }}>
          <ConfirmDialog.Cancel className={sc.ghost} />
          <ConfirmDialog.Action className={sc.button} />
        </div>
      </ConfirmDialog.Content>
    </ConfirmDialog.Root>
  );
}

/** Uploads a screenshot for a record (creator only): the picture first, then the record's link ('成功上传截图'). */
export function UploadScreenshot({ recordId }: { recordId: number }) {
  const toast = useToast();
  const upload = useUploadImage();
  const save = useSaveScreenshot();
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || save.isPending;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_RULE.types.join(',')}
        hidden
        aria-label="上传截图"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          const problems = validateImage(file, IMAGE_RULE, IMAGE_RULE_MESSAGES);
          if (problems[0]) {
            toast.error(problems[0].message);
            return;
          }
          try {
            const { url } = await upload.mutateAsync({ image: file });
            await save.mutateAsync({ id: recordId, url });
            toast.success('成功上传截图');
          } catch (reason) {
            toast.error(userMessage(reason, ACTION_FAILED));
          }
        }}
      />
      <button type="button" className={sc.ghost} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? '上传中…' : '上传截图'}
      </button>
    </>
  );
}

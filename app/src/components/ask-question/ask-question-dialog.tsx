import { useAskQuestion, useUploadImage } from '@hangjia/sdk/react';
import { useId, useState, type FormEvent } from 'react';
import { useSessionUser } from '../../lib/scope/session-user';
import { uploadImages } from '../../lib/content/upload-images';
import { QUESTION_MAX_IMAGES } from '../../lib/content/upload-rules';
import { NoticeAlert, type Notice } from '../message-alert/message-alert';
import { FormDialog } from '../form-dialog/form-dialog';
import * as styles from '../form-dialog/form-dialog.css';
import { ImageField } from '../form-dialog/image-field';
import { TextField } from '../form-dialog/text-field';
import { useFormSend } from '../form-dialog/use-form-send';
import { validateQuestion, type QuestionDraft } from './question-draft';

const emptyDraft: QuestionDraft = { title: '', text: '', hidden: false, files: [] };

export interface AskQuestionDialogProps {
  toUid: number;
  toName?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
}

/**
 * The question form (title, description, 匿名, up to 3 JPG/PNG images under 2 MB, each uploaded by
 * `uploadImage`) and the alert of the entry (请先登录, 成功提问). Success shows '成功提问' titled 提示
 * and clears the form; a failure keeps all that was entered.
 */
export function AskQuestionDialog({ toUid, toName, open, onOpenChange, notice, onNotice }: AskQuestionDialogProps) {
  const user = useSessionUser();
  const [draft, setDraft] = useState<QuestionDraft>(emptyDraft);
  const [titleError, setTitleError] = useState<string | null>(null);
  const form = useFormSend('提问失败，请稍后再试');
  const upload = useUploadImage();
  const ask = useAskQuestion();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy() || !user) return;
    const problem = validateQuestion(draft);
    setTitleError(problem);
    if (problem) return;
    void form.send(async () => {
      const imgs = await uploadImages(draft.files, upload.mutateAsync, user.id);
      await ask.mutateAsync({
        title: draft.title.trim(),
        text: draft.text,
        imgs,
        hidden: draft.hidden ? 1 : 0,
        toUid,
        fromUid: user.id,
      });
      setDraft(emptyDraft);
      onOpenChange(false);
      onNotice({ message: '成功提问' });
    });
  };

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={toName ? `向${toName}提问` : '提问'}
        onSubmit={submit}
        failure={form.failure}
        sending={form.sending}
        submitLabel="提问"
      >
        <TextField
          id={`${id}-title`}
          label="提问标题"
          value={draft.title}
          placeholder="输入提问标题（2-50个字）"
          hint="标题 2-50 个字"
          error={titleError}
          onValueChange={(title) => setDraft((d) => ({ ...d, title }))}
        />
        <TextField id={`${id}-text`} label="问题描述（选填）" multiline value={draft.text} onValueChange={(text) => setDraft((d) => ({ ...d, text }))} />
        <ImageField files={draft.files} onFilesChange={(files) => setDraft((d) => ({ ...d, files }))} max={QUESTION_MAX_IMAGES} disabled={form.sending} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.hidden}
            onChange={(e) => {
              const hidden = e.currentTarget.checked;
              setDraft((d) => ({ ...d, hidden }));
            }}
          />
          匿名
        </label>
      </FormDialog>
      <NoticeAlert notice={notice} onNotice={onNotice} />
    </>
  );
}

import { useAskQuestion, useUploadImage } from '@hangjia/sdk/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { requestLogin, useSessionUser } from '../../lib/session-user';
import { uploadImages } from '../../lib/upload-images';
import { userMessage } from '../../lib/user-message';
import { MessageAlert } from '../message-alert/message-alert';
import { FormDialog } from '../form-dialog/form-dialog';
import * as styles from '../form-dialog/form-dialog.css';
import { ImageField } from '../form-dialog/image-field';
import { TextField } from '../form-dialog/text-field';

/** A question has at most 3 images. */
export const QUESTION_MAX_IMAGES = 3;

export interface QuestionDraft {
  title: string;
  text: string;
  hidden: boolean;
  files: File[];
}

const emptyDraft: QuestionDraft = { title: '', text: '', hidden: false, files: [] };

/** The one rule of the question form: a title ('输入提问标题'); 2 to 50 characters is a hint only. */
export function validateQuestion(draft: Pick<QuestionDraft, 'title'>): string | null {
  return draft.title.trim() === '' ? '输入提问标题' : null;
}

export interface AskQuestionProps {
  /** The expert asked (`toUid`). */
  toUid: number;
  /** The expert's name, for the dialog's title. */
  toName?: string | undefined;
  className?: string | undefined;
  label?: string;
}

/**
 * 向TA提问: a visitor gets '请先登录' and then the login dialog; a signed-in user the question form
 * (title, description, 匿名, up to 3 JPG/PNG images under 2 MB, each uploaded by `uploadImage`).
 * Success shows '成功提问' titled 提示 and clears the form; a failure keeps all that was entered.
 */
export function AskQuestion({ toUid, toName, className, label = '向TA提问' }: AskQuestionProps) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<{ message: string; then?: () => void } | null>(null);
  const [draft, setDraft] = useState<QuestionDraft>(emptyDraft);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const upload = useUploadImage();
  const ask = useAskQuestion();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || !user) return;
    const problem = validateQuestion(draft);
    setTitleError(problem);
    if (problem) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    try {
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
      setOpen(false);
      setNotice({ message: '成功提问' });
    } catch (reason) {
      setFailure(userMessage(reason, '提问失败，请稍后再试'));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          if (user) setOpen(true);
          else setNotice({ message: '请先登录', then: requestLogin });
        }}
      >
        {label}
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={toName ? `向${toName}提问` : '提问'}
        onSubmit={submit}
        failure={failure}
        sending={sending}
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
        <ImageField files={draft.files} onFilesChange={(files) => setDraft((d) => ({ ...d, files }))} max={QUESTION_MAX_IMAGES} disabled={sending} />
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
      <MessageAlert
        message={notice?.message ?? null}
        onClose={() => {
          const then = notice?.then;
          setNotice(null);
          then?.();
        }}
      />
    </>
  );
}

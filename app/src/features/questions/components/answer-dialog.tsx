import { useAnswerQuestion, useUploadImage } from '@hangjia/sdk/react';
import { ConfirmDialogAction, ConfirmDialogCancel, ConfirmDialogContent, ConfirmDialogDescription, ConfirmDialogRoot, ConfirmDialogTitle } from '@hangjia/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { ImageField } from '../../../components/form-dialog/image-field';
import * as styles from '../../../components/form-dialog/form-dialog.css';
import { TextField } from '../../../components/form-dialog/text-field';
import { useFormSend } from '../../../components/form-dialog/use-form-send';
import * as dialog from '../../../components/dialog/dialog.css';
import { uploadImages } from '../../../lib/content/upload-images';
import { ANSWER_IMAGE_RULE, ANSWER_MAX_IMAGES } from '../../../lib/content/upload-rules';
import { validateAnswer } from '../question-tabs';

export interface AnswerDialogProps {
  /** The question answered; `null` keeps the dialog closed. */
  question: { id: number; title: string } | null;
  /** The logged-in user (only their id is sent as `uid`). */
  uid: number;
  onClose: () => void;
  /** After '成功回答提问'. */
  onAnswered: () => void;
}

/**
 * 写回答: text required ('输入回答内容'), up to 9 JPEG images. Closing with text asks
 * '关闭后会清空回答内容, 确认关闭?' (确定 clears, 取消 keeps); without text it closes at once.
 */
export function AnswerDialog({ question, uid, onClose, onAnswered }: AnswerDialogProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useFormSend('回答失败，请稍后再试');
  const upload = useUploadImage();
  const answer = useAnswerQuestion();
  const id = useId();

  const clear = () => {
    setText('');
    setFiles([]);
    setError(null);
    form.clearFailure();
  };
  const requestClose = () => {
    if (form.busy()) return;
    if (text.trim() !== '') setConfirming(true);
    else {
      clear();
      onClose();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy() || !question) return;
    const problem = validateAnswer(text);
    setError(problem);
    if (problem) return;
    void form.send(async () => {
      const imgs = await uploadImages(files, upload.mutateAsync, uid);
      await answer.mutateAsync({ id: question.id, text, imgs, uid });
      clear();
      onAnswered();
    });
  };

  return (
    <>
      <FormDialog
        open={question !== null}
        onOpenChange={(open) => {
          if (!open) requestClose();
        }}
        title="写回答"
        description={question?.title}
        onSubmit={submit}
        failure={form.failure}
        sending={form.sending}
        submitLabel="提交回答"
      >
        <TextField id={`${id}-text`} label="回答内容" multiline value={text} placeholder="输入回答内容" error={error} onValueChange={setText} />
        <ImageField files={files} onFilesChange={setFiles} max={ANSWER_MAX_IMAGES} rule={ANSWER_IMAGE_RULE} disabled={form.sending} />
      </FormDialog>
      <ConfirmDialogRoot
        open={confirming}
        onOpenChange={setConfirming}
        message="关闭后会清空回答内容, 确认关闭?"
        onConfirm={() => {
          clear();
          onClose();
        }}
      >
        <ConfirmDialogContent className={dialog.content} overlayProps={{ className: dialog.overlay }}>
          <ConfirmDialogTitle className={dialog.title} />
          <ConfirmDialogDescription className={dialog.message} />
          <div className={dialog.actions}>
            <ConfirmDialogCancel className={styles.secondary} />
            <ConfirmDialogAction className={dialog.button} />
          </div>
        </ConfirmDialogContent>
      </ConfirmDialogRoot>
    </>
  );
}

import { useSubmitCooperation } from '@hangjia/sdk/react';
import { useId, useState, type FormEvent } from 'react';
import { useSessionUser } from '../../lib/scope/session-user';
import { FormDialog } from '../form-dialog/form-dialog';
import * as styles from '../form-dialog/form-dialog.css';
import { TextField } from '../form-dialog/text-field';
import { useFormSend } from '../form-dialog/use-form-send';
import { NoticeAlert, type Notice } from '../message-alert/message-alert';
import { emptyCooperation, validateCooperation, type CooperationDraft, type CooperationField } from './cooperation-form';

export interface CooperationDialogsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
  /** The kind preselected: 1 expert, 2 organisation. */
  type: 1 | 2;
}

const fields: { key: CooperationField; label: string; type: string; autoComplete: string }[] = [
  { key: 'name', label: '姓名', type: 'text', autoComplete: 'name' },
  { key: 'company', label: '任职企业', type: 'text', autoComplete: 'organization' },
  { key: 'phone', label: '手机号码', type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: '联系邮箱', type: 'email', autoComplete: 'email' },
];

/**
 * The cooperation form and its alert (loaded on the first press of the entry, see `Cooperation`).
 * Name, company, phone and e-mail are required ('填写姓名' '填写任职企业' '填写手机号码' '填写联系邮箱');
 * `ruzhu` gets the user's uid, the kind and the description. Success: '资料已提交, 客服人员将与你取得联系。'.
 * What was typed stays when the form is closed or a send fails.
 */
export function CooperationDialogs({ open, onOpenChange, notice, onNotice, type }: CooperationDialogsProps) {
  const user = useSessionUser();
  const [draft, setDraft] = useState<CooperationDraft>({ ...emptyCooperation, type });
  const [errors, setErrors] = useState<Partial<Record<CooperationField, string>>>({});
  const form = useFormSend('提交失败，请稍后再试');
  const submitCooperation = useSubmitCooperation();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy() || !user) return;
    const found = validateCooperation(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void form.send(async () => {
      await submitCooperation.mutateAsync({
        uid: user.id,
        name: draft.name.trim(),
        company: draft.company.trim(),
        phone: draft.phone.trim(),
        email: draft.email.trim(),
        type: draft.type,
        desc: draft.desc,
      });
      setDraft({ ...emptyCooperation, type });
      onOpenChange(false);
      onNotice({ message: '资料已提交, 客服人员将与你取得联系。' });
    });
  };

  return (
    <>
      <FormDialog open={open} onOpenChange={onOpenChange} title="合作申请" onSubmit={submit} failure={form.failure} sending={form.sending} submitLabel="提交">
        {fields.map((field) => (
          <TextField
            key={field.key}
            id={`${id}-${field.key}`}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            value={draft[field.key]}
            error={errors[field.key] ?? null}
            onValueChange={(value) => setDraft((d) => ({ ...d, [field.key]: value }))}
          />
        ))}
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>合作类型</legend>
          <div className={styles.radios}>
            {(
              [
                [1, '行家入驻'],
                [2, '机构合作'],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className={styles.check}>
                <input type="radio" name={`${id}-type`} checked={draft.type === value} onChange={() => setDraft((d) => ({ ...d, type: value }))} />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField id={`${id}-desc`} label="合作说明（选填）" multiline value={draft.desc} onValueChange={(desc) => setDraft((d) => ({ ...d, desc }))} />
      </FormDialog>
      <NoticeAlert notice={notice} onNotice={onNotice} />
    </>
  );
}

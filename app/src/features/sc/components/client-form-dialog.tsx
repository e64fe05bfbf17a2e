import { useUpdateClient } from '@hangjia/sdk/react';
import { useToast } from '@hangjia/ui';
import { useId, useState, type FormEvent } from 'react';
import { DialogClose, DialogShell } from '../../../components/dialog/dialog-shell';
import * as dialog from '../../../components/dialog/dialog.css';
import { userMessage } from '../../../lib/scope/user-message';
import * as sc from './sc.css';
import {
  CLIENT_TEXT_FIELDS,
  LISTED_STATES,
  toClientForm,
  toClientUpdate,
  validateClientForm,
  type Client,
  type ClientForm,
  type ClientFormErrors,
} from '../client-form';
import * as styles from './data-pages.css';

export interface ClientFormDialogProps {
  client: Client;
  /** The sales owners: shown, not editable; null while they load. */
  owners: string[] | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The factsheet's edit form. Saving sends every field and reads the factsheet again; a failed
 * save keeps the dialog open with everything typed and shows the server's message.
 */
export function ClientFormDialog({ client, owners, open, onOpenChange }: ClientFormDialogProps) {
  return (
    <DialogShell look="panel" className={dialog.medium} open={open} onOpenChange={onOpenChange} title="编辑客户资料">
      {/* Mounted while open: each opening starts from the factsheet as it is now. */}
      {open ? <ClientFormBody client={client} owners={owners} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function ClientFormBody({ client, owners, onDone }: { client: Client; owners: string[] | null; onDone: () => void }) {
  const [form, setForm] = useState<ClientForm>(() => toClientForm(client));
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateClient({ retry: false });
  const toast = useToast();
  const id = useId();

  const set = (key: keyof ClientForm, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateClientForm(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync(toClientUpdate(client, form));
    } catch (reason) {
      setFailure(userMessage(reason, '保存失败，请稍后再试'));
      return;
    }
    toast.success('设置成功');
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
      <div className={dialog.body}>
        <div className={styles.formGrid}>
          {CLIENT_TEXT_FIELDS.map((field) => {
            const fieldId = `${id}-${field.key}`;
            const error = errors[field.key];
            const common = {
              id: fieldId,
              name: field.key,
              value: form[field.key],
              required: field.required,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${fieldId}-error` : undefined,
            };
            return (
              <div key={field.key} className={field.long ? `${styles.field} ${styles.wide}` : styles.field}>
                <label htmlFor={fieldId} className={styles.label}>
                  {field.label}
                  {field.required ? '（必填）' : ''}
                </label>
                {field.long ? (
                  <textarea {...common} className={styles.textarea} rows={2} onChange={(e) => set(field.key, e.target.value)} />
                ) : (
                  <input
                    {...common}
                    className={styles.input}
                    type={field.key === 'webUrl' ? 'url' : 'text'}
                    inputMode={field.key === 'webUrl' ? 'url' : undefined}
                    placeholder={field.key === 'webUrl' ? 'https://' : undefined}
                    onChange={(e) => set(field.key, e.target.value)}
                  />
                )}
                {error ? (
                  <span id={`${fieldId}-error`} className={styles.error}>
                    {error}
                  </span>
                ) : null}
              </div>
            );
          })}
          <div className={styles.field}>
            <label htmlFor={`${id}-listedState`} className={styles.label}>
              上市状态
            </label>
            <select id={`${id}-listedState`} className={styles.input} value={form.listedState} onChange={(e) => set('listedState', e.target.value)}>
              <option value="">请选择</option>
              {LISTED_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <span className={styles.label} id={`${id}-owners`}>
              销售负责人（不可修改）
            </span>
            <p className={styles.owners} aria-labelledby={`${id}-owners`}>
              {owners === null ? '加载中…' : owners.length ? owners.join('、') : '暂无'}
            </p>
          </div>
        </div>
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
      </div>
      <div className={dialog.foot}>
        <DialogClose type="button" className={styles.ghost}>
          取消
        </DialogClose>
        <button type="submit" className={styles.primary} disabled={update.isPending}>
          {update.isPending ? '保存中…' : '保存'}
        </button>
      </div>
    </form>
  );
}

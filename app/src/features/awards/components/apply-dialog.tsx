import { useId, useState } from 'react';
import { DialogShell } from '../../../components/dialog/dialog-shell';
import * as dialog from '../../../components/dialog/dialog.css';
import { onlineApplication } from '../apply';
import { AwardUpload } from './award-upload';
import * as styles from './awards.css';

export interface ApplyType {
  value: string;
  label: string;
  desc: string;
}

export interface ApplyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  types: readonly ApplyType[];
  /** Application forms by type (a document each); absent types offer online application only. */
  forms?: readonly { type: string; name: string; url: string }[] | undefined;
  /**
   * While the year takes applications: the online application (`applyUrl`) and the page's name.
   * 在线申报 then opens it with `page` and `type`, and pictures can be uploaded.
   */
  online?: { applyUrl: string; page: string } | undefined;
  /** Pressing 在线申报 while applications are closed: the page shows its notice. */
  onApply: (type: string) => void;
}

/** The apply dialog: choose an award type, then apply online or download the form of the type. */
export function ApplyDialog({ open, onOpenChange, title, types, forms = [], online, onApply }: ApplyDialogProps) {
  const [type, setType] = useState(types[0]?.value ?? '');
  const name = useId();
  const form = forms.find((f) => f.type === type);
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={title} className={styles.dialogWidth}>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>选择申报奖项</legend>
        {types.map((t) => (
          <label key={t.value} className={styles.type} data-state={t.value === type ? 'checked' : 'unchecked'}>
            <input type="radio" name={name} value={t.value} checked={t.value === type} onChange={() => setType(t.value)} />
            <span className={styles.typeLabel}>{t.label}</span>
            <span className={styles.typeDesc}>{t.desc}</span>
          </label>
        ))}
      </fieldset>
      {online ? <AwardUpload /> : null}
      <div className={`${dialog.actions} ${styles.applyActions}`}>
        {online ? (
          <a
            className={`${dialog.button} ${styles.linkButton}`}
            href={onlineApplication(online.applyUrl, online.page, type)}
            target="_blank"
            rel="noopener noreferrer"
          >
            在线申报
          </a>
        ) : (
          <button type="button" className={dialog.button} onClick={() => onApply(type)}>
            在线申报
          </button>
        )}
        {form ? (
          <a className={styles.secondary} href={form.url} download>
            下载{form.name}
          </a>
        ) : null}
      </div>
    </DialogShell>
  );
}

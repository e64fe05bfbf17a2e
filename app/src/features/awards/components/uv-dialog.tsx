import { DialogShell } from '../../../components/dialog/dialog-shell';
import * as styles from './awards.css';
import { safeSrc } from '../../../lib/content/safe-href';

export interface UvDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The application guide's picture (2022). */
  image?: string | undefined;
}

/** 2022's UV LED产业应用: the application guide as a picture. */
export function UvDialog({ open, onOpenChange, image }: UvDialogProps) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="UV LED产业应用" className={styles.dialogWidth}>
      {image ? <img src={safeSrc(image)} alt="UV LED产业应用申报指引" width={1200} height={800} className={styles.figure} /> : null}
    </DialogShell>
  );
}

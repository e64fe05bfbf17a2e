import * as Dialog from '@radix-ui/react-dialog';
import * as dialog from '../../../components/dialog/dialog.css';
import * as styles from './awards.css';

export interface UvDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The application guide's picture (2022). */
  image?: string | undefined;
}

/** 2022's UV LED产业应用: the application guide as a picture. */
export function UvDialog({ open, onOpenChange, image }: UvDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${styles.dialogWidth}`} aria-describedby={undefined}>
          <Dialog.Title className={dialog.title}>UV LED产业应用</Dialog.Title>
          <Dialog.Close className={dialog.close} aria-label="关闭">
            ×
          </Dialog.Close>
          {image ? <img src={image} alt="UV LED产业应用申报指引" width={1200} height={800} className={styles.figure} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

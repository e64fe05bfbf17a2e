import * as Dialog from '@radix-ui/react-dialog';
import { ToastProvider, useToast } from '@hangjia/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { useDialogContent } from './dialog-content';

function Example() {
  const [open, setOpen] = useState(false);
  const content = useDialogContent(open, setOpen);
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined} {...content}>
            <Dialog.Title>服务记录</Dialog.Title>
            <button type="button" onClick={() => toast.success('设置成功')}>
              保存
            </button>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

function renderExample() {
  render(
    <ToastProvider>
      <Example />
    </ToastProvider>,
  );
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('useDialogContent', () => {
  test('given a dialog opened without a trigger, when Escape closes it, then focus is back on the opener', async () => {
    const opener = renderExample();
    await screen.findByRole('dialog', { name: '服务记录' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  test('given a toast over the dialog, when Escape is pressed, then the dialog closes too', async () => {
    renderExample();
    const dialog = await screen.findByRole('dialog', { name: '服务记录' });
    act(() => screen.getByRole('button', { name: '保存' }).click());
    await screen.findByText('设置成功');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

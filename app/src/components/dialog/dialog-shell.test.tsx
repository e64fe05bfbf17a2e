import '@testing-library/jest-dom/vitest';
import { ToastProvider, useToast } from '@hangjia/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { DialogShell, type DialogShellProps } from './dialog-shell';

type Frame = Pick<DialogShellProps, 'look' | 'description' | 'describedBy' | 'actions'>;

function Example(frame: Frame) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <DialogShell open={open} onOpenChange={setOpen} title="服务记录" {...frame}>
        <button type="button" onClick={() => toast.success('设置成功')}>
          保存
        </button>
        <p id="about">记录的说明</p>
      </DialogShell>
    </>
  );
}

function renderExample(frame: Frame = {}) {
  render(
    <ToastProvider>
      <Example {...frame} />
    </ToastProvider>
  );
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const names = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll('button, h2'), (el) => el.getAttribute('aria-label') ?? el.textContent);

describe('DialogShell', () => {
  test('given a box, then it is named by its title, and × comes after the content (the content takes the focus first)', async () => {
    renderExample();
    const dialog = await screen.findByRole('dialog', { name: '服务记录' });
    expect(names(dialog)).toEqual(['服务记录', '保存', '关闭']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '保存' })));
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  test('given a panel, then its head holds the title, the actions and ×, before the content', async () => {
    renderExample({ look: 'panel', actions: <button type="button">下载服务报告</button> });
    const dialog = await screen.findByRole('dialog', { name: '服务记录' });
    expect(names(dialog)).toEqual(['服务记录', '下载服务报告', '关闭', '保存']);
  });

  test('given a description, then it shows under the title and describes the dialog', async () => {
    renderExample({ description: '样稿已确认' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('样稿已确认');
  });

  test('given the id of a description in the content, then the dialog is described by it', async () => {
    renderExample({ describedBy: 'about' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('记录的说明');
  });

  test('given a dialog opened without a trigger, when × closes it, then focus is back on the opener', async () => {
    const opener = renderExample();
    await screen.findByRole('dialog', { name: '服务记录' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  test('given a dialog opened without a trigger, when Escape closes it, then focus is back on the opener', async () => {
    const opener = renderExample({ look: 'panel' });
    await screen.findByRole('dialog', { name: '服务记录' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  test('given a toast over the dialog, when Escape is pressed, then the dialog closes too', async () => {
    renderExample({ look: 'panel' });
    const dialog = await screen.findByRole('dialog', { name: '服务记录' });
    act(() => screen.getByRole('button', { name: '保存' }).click());
    await screen.findByText('设置成功');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

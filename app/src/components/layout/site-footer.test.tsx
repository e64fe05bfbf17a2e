import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SiteFooter } from './site-footer';

test('a contact clicked while the popovers load opens once they are in', async () => {
  render(<SiteFooter />);
  // The popovers are a chunk of their own: what shows first are the fallback buttons.
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '投稿' }));
  const popover = await screen.findByRole('dialog', { name: '投稿' });
  expect(popover).toHaveTextContent('投稿邮箱：tougao@hangjiashuo.example');
  expect(screen.queryByRole('dialog', { name: '商务合作' })).toBeNull();
});

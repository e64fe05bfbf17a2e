import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { stubReducedMotion } from '../../test/stubs';
import { setupUser } from '../../test/user';
import { BackToTop } from '.';
import { backToTopBehavior, isBackToTopVisible } from './back-to-top-logic';

test.each([
  [0, false],
  [299, false],
  [300, true],
  [2000, true],
])('isBackToTopVisible(%i) is %s', (scrollY, expected) => {
  expect(isBackToTopVisible(scrollY)).toBe(expected);
});

test.each([
  [false, 'smooth'],
  [true, 'auto'],
])('with reduced motion %s the behaviour is %s', (reduce, expected) => {
  expect(backToTopBehavior(reduce)).toBe(expected);
});

function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('BackToTop', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
    stubReducedMotion(false);
  });
  afterEach(() => scrollPage(0));

  test('given a page scrolled 300 px, when 回到顶部 is pressed, then it scrolls smoothly to the top', async () => {
    const user = setupUser();
    const { container } = render(<BackToTop />);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();

    scrollPage(299);
    expect(screen.queryByRole('button')).toBeNull();
    scrollPage(300);
    const button = screen.getByRole('button', { name: '回到顶部' });
    expect(button).toHaveAttribute('data-state', 'visible');
    await expectNoAxeViolations(container);

    await user.tab();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollPage(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('given reduced motion is preferred, then it jumps without animation', async () => {
    stubReducedMotion(true);
    const user = setupUser();
    scrollPage(500);
    render(<BackToTop />);
    await user.click(screen.getByRole('button', { name: '回到顶部' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  test('given forceMount, then it stays in the DOM as hidden; props and ref reach it', async () => {
    const ref = createRef<HTMLButtonElement>();
    const { container } = render(<BackToTop ref={ref} forceMount className="top" labels={{ label: 'Top' }} />);
    expect(ref.current).toHaveAttribute('data-state', 'hidden');
    expect(ref.current).toHaveClass('top');
    expect(ref.current).toHaveAccessibleName('Top');
    await expectNoAxeViolations(container);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { stubReducedMotion } from '../../test/stubs';
import * as Carousel from '.';
import { CarouselSlide, type CarouselRootProps } from '.';
import { CAROUSEL_INTERVAL, arrowsVisible, keyStep, shouldAutoplay, stepIndex, type AutoplayInput } from './carousel-logic';

describe('carousel logic', () => {
  test.each([
    [0, 3, 1, true, 1],
    [2, 3, 1, true, 0],
    [0, 3, -1, true, 2],
    [2, 3, 1, false, 2],
    [0, 3, -1, false, 0],
    [0, 0, 1, true, 0],
  ])('stepIndex(%i, count %i, step %i, loop %s) is %i', (index, count, step, loop, expected) => {
    expect(stepIndex(index, count, step, loop)).toBe(expected);
  });

  const base: AutoplayInput = { autoplay: true, count: 3, hovered: false, focused: false, reducedMotion: false };
  test.each<[string, Partial<AutoplayInput>, boolean]>([
    ['nothing in the way', {}, true],
    ['autoplay off', { autoplay: false }, false],
    ['a single slide', { count: 1 }, false],
    ['a pointer over it', { hovered: true }, false],
    ['focus inside', { focused: true }, false],
    ['reduced motion', { reducedMotion: true }, false],
  ])('given %s, autoplay is %s', (_, change, expected) => {
    expect(shouldAutoplay({ ...base, ...change })).toBe(expected);
  });

  test.each([
    ['always', false, true],
    ['hover', false, false],
    ['hover', true, true],
    ['never', true, false],
  ] as const)('arrows %s, engaged %s → visible %s', (mode, engaged, expected) => {
    expect(arrowsVisible(mode, engaged)).toBe(expected);
  });

  test.each([
    ['ArrowRight', 'horizontal', 1],
    ['ArrowLeft', 'horizontal', -1],
    ['ArrowDown', 'horizontal', 0],
    ['ArrowDown', 'vertical', 1],
    ['ArrowUp', 'vertical', -1],
  ] as const)('%s in a %s carousel steps %i', (key, orientation, expected) => {
    expect(keyStep(key, orientation)).toBe(expected);
  });
});

function Ads(props: Partial<CarouselRootProps>) {
  return (
    <Carousel.Root data-testid="root" {...props}>
      <Carousel.Viewport>
        {['广告一', '广告二', '广告三'].map((title) => (
          <Carousel.Slide key={title}>
            <a href={`#${title}`}>{title}</a>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Previous>‹</Carousel.Previous>
      <Carousel.Next>›</Carousel.Next>
      <Carousel.Indicators />
      <Carousel.Close>×</Carousel.Close>
    </Carousel.Root>
  );
}

const current = () => screen.getByRole('group', { name: /\/ 3$/, hidden: false });

describe('Carousel on the server', () => {
  test('each slide is labelled with its place and the number of slides in the first HTML', () => {
    const html = renderToString(<Ads />);
    expect([...html.matchAll(/aria-roledescription="slide" aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual(['1 / 3', '2 / 3', '3 / 3']);
  });

  test('the indicators are in the first HTML, the first one current: hydration shows nothing new', () => {
    const html = renderToString(<Ads />);
    expect([...html.matchAll(/<button type="button" aria-label="(第 \d 张)"[^>]*>/g)].map((m) => [m[1], m[0].includes('aria-current="true"')])).toEqual([
      ['第 1 张', true],
      ['第 2 张', false],
      ['第 3 张', false],
    ]);
  });
});

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });

  test('given an ad carousel with a 10 s interval, when the page is idle and 10 s pass, then the next slide shows', async () => {
    const { container } = render(<Ads interval={10_000} orientation="vertical" />);
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('aria-roledescription', 'carousel');
    // Nothing moves before the page has had a quiet moment (jsdom has no requestIdleCallback: a task later).
    expect(root).toHaveAttribute('data-state', 'paused');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(root).toHaveAttribute('data-state', 'playing');
    expect(root).toHaveAttribute('data-orientation', 'vertical');
    expect(current()).toHaveAccessibleName('1 / 3');
    expect(current()).toHaveAttribute('aria-roledescription', 'slide');
    await expectNoAxeViolations(container);

    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(current()).toHaveAccessibleName('1 / 3');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(current()).toHaveAccessibleName('2 / 3');
    expect(screen.getByRole('button', { name: '第 2 张' })).toHaveAttribute('aria-current', 'true');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(current()).toHaveAccessibleName('1 / 3');
    await expectNoAxeViolations(container);
  });

  test('given a carousel without an interval, when the page is idle, then it moves every 5 s (CAROUSEL_INTERVAL)', async () => {
    expect(CAROUSEL_INTERVAL).toBe(5_000);
    render(<Ads />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(current()).toHaveAccessibleName('1 / 3');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(current()).toHaveAccessibleName('2 / 3');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(current()).toHaveAccessibleName('3 / 3');
  });

  test('given a photo carousel, when the pointer rests on it, then it pauses, and resumes on leaving', async () => {
    render(<Ads />);
    const root = screen.getByTestId('root');
    fireEvent.pointerEnter(root);
    expect(root).toHaveAttribute('data-state', 'paused');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(current()).toHaveAccessibleName('1 / 3');
    fireEvent.pointerLeave(root);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(current()).toHaveAccessibleName('2 / 3');
  });

  test('given focus inside, when using the arrow keys, then it pauses and moves slide by slide', async () => {
    const user = setupUser();
    const { container } = render(<Ads arrows="hover" />);
    const next = screen.getByRole('button', { name: '下一张' });
    expect(next).toHaveAttribute('data-state', 'hidden');

    await user.tab();
    expect(screen.getByRole('link', { name: '广告一' })).toHaveFocus();
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'paused');
    expect(next).toHaveAttribute('data-state', 'visible');
    expect(screen.getByRole('region', { name: '轮播图' })).toHaveAttribute('aria-roledescription', 'carousel');
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveAccessibleName('2 / 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current()).toHaveAccessibleName('3 / 3');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(current()).toHaveAccessibleName('3 / 3');
    await expectNoAxeViolations(container);

    next.focus();
    await user.keyboard('{Enter}');
    expect(current()).toHaveAccessibleName('1 / 3');
    await user.click(screen.getByRole('button', { name: '第 3 张' }));
    expect(current()).toHaveAccessibleName('3 / 3');
  });

  test('given a vertical carousel, then up and down arrows move it', async () => {
    const user = setupUser();
    render(<Ads orientation="vertical" autoplay={false} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(current()).toHaveAccessibleName('2 / 3');
    await user.keyboard('{ArrowUp}');
    expect(current()).toHaveAccessibleName('1 / 3');
  });

  test('given reduced motion is preferred, then slides never advance by themselves', async () => {
    stubReducedMotion(true);
    render(<Ads />);
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'paused');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(current()).toHaveAccessibleName('1 / 3');
  });

  test('given arrows never, then there are no arrows; given always, they are visible', () => {
    const { rerender } = render(<Ads arrows="never" />);
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    rerender(<Ads arrows="always" />);
    expect(screen.getByRole('button', { name: '下一张' })).toHaveAttribute('data-state', 'visible');
  });

  test('given a closable top ad, when 关闭 is pressed, then the carousel is gone', async () => {
    const user = setupUser();
    const onOpenChange = vi.fn();
    const { container } = render(<Ads onOpenChange={onOpenChange} height={157} />);
    expect(screen.getByTestId('root')).toHaveStyle({ height: '157px' });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByTestId('root')).toBeNull();
    await expectNoAxeViolations(container);
  });

  test('given refs and props, then they reach the elements', () => {
    const rootRef = createRef<HTMLElement>();
    const slideRef = createRef<HTMLDivElement>();
    render(
      <Carousel.Root ref={rootRef} className="c" labels={{ carousel: 'Photos' }}>
        <Carousel.Viewport>
          <Carousel.Slide ref={slideRef} className="s">
            1
          </Carousel.Slide>
        </Carousel.Viewport>
      </Carousel.Root>,
    );
    expect(rootRef.current).toHaveClass('c');
    expect(rootRef.current).toHaveAccessibleName('Photos');
    expect(slideRef.current).toHaveClass('s');
    expect(slideRef.current).toHaveAttribute('data-state', 'active');
  });

  test('given a slide outside a viewport, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Carousel.Root>
          <CarouselSlide />
        </Carousel.Root>,
      ),
    ).toThrow('`CarouselSlide` must be used within `CarouselViewport`');
    expect(() => render(<CarouselSlide />)).toThrow('`CarouselSlide` must be used within `Carousel`');
  });
});

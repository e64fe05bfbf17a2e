import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Highlight } from '.';
import { escapeRegExp, getHighlightChunks, splitKeywords, type HighlightChunk } from './highlight-logic';

describe('splitKeywords', () => {
  test.each<[string | string[], string[]]>([
    ['', []],
    ['   ', []],
    ['LED', ['LED']],
    ['Mini  LED\t显示', ['Mini', 'LED', '显示']],
    [' 显示屏\n显示 ', ['显示屏', '显示']],
    ['led LED Led', ['led']],
    [['Micro LED', 'COB'], ['Micro', 'LED', 'COB']],
  ])('splitKeywords(%j) is %j', (input, expected) => {
    expect(splitKeywords(input)).toEqual(expected);
  });
});

describe('getHighlightChunks', () => {
  const m = (text: string): HighlightChunk => ({ text, match: true });
  const t = (text: string): HighlightChunk => ({ text, match: false });
  test.each<[string, string, HighlightChunk[]]>([
    ['no keywords', '', [t('Mini LED 显示屏')]],
    ['one keyword, any case', 'led', [t('Mini '), m('LED'), t(' 显示屏')]],
    ['two keywords', 'mini 显示', [m('Mini'), t(' LED '), m('显示'), t('屏')]],
    ['the longer keyword wins', '显示 显示屏', [t('Mini LED '), m('显示屏')]],
    ['regex characters are plain text', '.* (', [t('Mini LED 显示屏')]],
  ])('given %s', (_, keywords, expected) => {
    expect(getHighlightChunks('Mini LED 显示屏', keywords)).toEqual(expected);
  });

  test('given keywords with regex characters, then they match literally', () => {
    expect(getHighlightChunks('价格 (元) 1+1', '(元) 1+1')).toEqual([t('价格 '), m('(元)'), t(' '), m('1+1')]);
    expect(escapeRegExp('a.b*c')).toBe('a\\.b\\*c');
  });
});

describe('Highlight', () => {
  test('given a topic title and the keywords "mini led", then both words are marked', async () => {
    const { container } = render(<Highlight text="Mini LED 背光与 Micro LED" keywords="mini  led" data-testid="title" />);
    const marks = container.querySelectorAll('mark');
    expect(Array.from(marks, (mark) => mark.textContent)).toEqual(['Mini', 'LED', 'LED']);
    expect(screen.getByTestId('title')).toHaveTextContent('Mini LED 背光与 Micro LED');
    await expectNoAxeViolations(container);
  });

  test('given markup in the text, then it is shown as text, not HTML', () => {
    const { container } = render(<Highlight text={'<img src=x onerror="alert(1)"> LED'} keywords="img" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')).toHaveTextContent('img');
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> LED');
  });

  test('given props and ref, then they reach the span and the marks', () => {
    const ref = createRef<HTMLSpanElement>();
    const { container } = render(<Highlight ref={ref} className="t" text="LED" keywords="led" markProps={{ className: 'hit' }} />);
    expect(ref.current).toHaveClass('t');
    expect(container.querySelector('mark')).toHaveClass('hit');
  });
});

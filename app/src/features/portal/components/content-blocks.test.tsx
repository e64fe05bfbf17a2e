import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { textLook, visibleBlocks, type ContentBlock } from '../content-blocks-logic';
import { ContentBlocks } from './content-blocks';

const blocks: ContentBlock[] = [
  { type: 'text', text: '据行家说Research统计，Mini LED出货量继续攀升。' },
  { type: 'text', text: '一、市场概况', strongText: 1, fontSize: 2, color: '#0b4f9c' },
  { type: 'img', text: 'http://127.0.0.1:4010/assets/topics/topic-5001-1.svg', imgDesc: '图：出货量走势' },
  { type: 'video', text: 'https://video.example.com/topic-5001.mp4', videoImg: 'http://127.0.0.1:4010/assets/topics/topic-5001-video.svg' },
  { type: 'text', text: '欢迎在评论区分享观点。', centerText: 1, fontSize: 1 },
  { type: 'text', text: '<img src=x onerror=alert(1)><b>不是标记</b>' },
];

describe('text looks', () => {
  test.each<[Partial<ContentBlock>, ReturnType<typeof textLook>]>([
    [{}, { bold: false, size: 'normal', center: false }],
    [{ strongText: 1, fontSize: 2, color: '#0b4f9c' }, { color: '#0b4f9c', bold: true, size: 'large', center: false }],
    [{ fontSize: 1, centerText: 1 }, { bold: false, size: 'normal', center: true }],
    [{ color: 'red;background:url(x)' }, { bold: false, size: 'normal', center: false }],
    [{ color: 'rgb(11, 79, 156)' }, { color: 'rgb(11, 79, 156)', bold: false, size: 'normal', center: false }],
  ])('%o', (block, look) => {
    expect(textLook(block)).toEqual(look);
  });

  test('empty text and unknown blocks are left out', () => {
    expect(visibleBlocks([{ type: 'text', text: '  ' }, { type: 'img' }, { type: 'text', text: 'a' }])).toHaveLength(1);
    expect(visibleBlocks(undefined)).toEqual([]);
  });
});

describe('given an article of blocks', () => {
  test('text keeps its colour, bold, size and centring', () => {
    const { container } = render(<ContentBlocks blocks={blocks} />);
    const texts = container.querySelectorAll<HTMLElement>('[data-block="text"]');
    expect(texts).toHaveLength(4);
    const heading = texts[1]!;
    expect(heading.style.color).toBe('rgb(11, 79, 156)');
    expect(heading.querySelector('strong')?.textContent).toBe('一、市场概况');
    expect(heading.dataset.size).toBe('large');
    expect(texts[2]!.hasAttribute('data-center')).toBe(true);
    expect(texts[2]!.dataset.size).toBe('normal');
    expect(texts[0]!.hasAttribute('data-center')).toBe(false);
  });

  test('an image shows its caption, a video its poster', () => {
    const { container } = render(<ContentBlocks blocks={blocks} />);
    const figure = container.querySelector('[data-block="img"]')!;
    expect(figure.querySelector('img')?.getAttribute('src')).toBe(blocks[2]!.text);
    expect(figure.querySelector('figcaption')?.textContent).toBe('图：出货量走势');
    const video = container.querySelector('video')!;
    expect(video.getAttribute('poster')).toBe(blocks[3]!.videoImg);
    expect(video.getAttribute('src')).toBe(blocks[3]!.text);
    expect(video.hasAttribute('controls')).toBe(true);
  });

  test('an article (lead) asks for its first picture with the page, the others when they near the screen; an answer waits for all', () => {
    const pictures: ContentBlock[] = [...blocks, { type: 'img', text: 'http://127.0.0.1:4010/assets/topics/topic-5001-2.png', imgDesc: '图二' }];
    const article = render(<ContentBlocks blocks={pictures} lead />);
    expect([...article.container.querySelectorAll('figure img')].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    article.unmount();
    const answer = render(<ContentBlocks blocks={pictures} />);
    expect([...answer.container.querySelectorAll('figure img')].map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  test('markup in the text stays text (never injected as HTML)', () => {
    const { container } = render(<ContentBlocks blocks={blocks} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.textContent).toContain('<b>不是标记</b>');
  });

  test('the keywords are marked, split by spaces', () => {
    const { container } = render(<ContentBlocks blocks={blocks} keywords="Mini  出货量" />);
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(expect.arrayContaining(['Mini', '出货量']));
    expect(container.querySelector('figcaption mark')?.textContent).toBe('出货量');
  });
});

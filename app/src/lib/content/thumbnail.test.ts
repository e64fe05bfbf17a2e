import { describe, expect, test } from 'vitest';
import { fluidThumbnail, thumbnail, thumbnailImage } from './thumbnail';

const cover = 'http://127.0.0.1:4010/assets/topics/topic-5001.svg';

describe('thumbnail: a picture asked of the image host at the width it is shown', () => {
  test.each([
    ['a plain URL', cover, `${cover}?x-oss-process=image/resize,w_160`],
    ['a URL with a query', `${cover}?v=2`, `${cover}?v=2&x-oss-process=image/resize,w_160`],
    ['a URL with an empty query', `${cover}?`, `${cover}?x-oss-process=image/resize,w_160`],
    ['a URL with a fragment', `${cover}#top`, `${cover}?x-oss-process=image/resize,w_160#top`],
    ['a query and a fragment', `${cover}?v=2#top`, `${cover}?v=2&x-oss-process=image/resize,w_160#top`],
    ['an https host of its own', 'https://img.example.com/a/b.jpg', 'https://img.example.com/a/b.jpg?x-oss-process=image/resize,w_160'],
    ['a URL without its scheme', '//img.example.com/b.jpg', '//img.example.com/b.jpg?x-oss-process=image/resize,w_160'],
  ])('%s gets the resize parameter', (_, url, expected) => {
    expect(thumbnail(url, 160)).toBe(expected);
  });

  test.each([
    ['already processed by the server', `${cover}?x-oss-process=style/cover`],
    ['already resized, after another parameter', `${cover}?v=1&x-oss-process=image/resize,w_800`],
    ['a picture picked on this device (data:)', 'data:image/png;base64,iVBORw0KGgo='],
    ['a picture picked on this device (blob:)', 'blob:http://127.0.0.1:5173/4f0c1f1e-0000-4000-8000-000000000000'],
    ["one of the site's own files", '/assets/qr-4f8299a440.svg'],
  ])('%s is left as it is', (_, url) => {
    expect(thumbnail(url, 160)).toBe(url);
    expect(thumbnailImage(url, 160)).toEqual({ src: url });
    expect(fluidThumbnail(url, 320, '320px')).toEqual({ src: url });
  });

  test.each([
    ['an empty URL', ''],
    ['a javascript: URL', 'javascript:window.__xss=1'],
  ])('%s is not asked for at all', (_, url) => {
    expect(thumbnailImage(url, 160)).toEqual({ src: undefined });
    expect(fluidThumbnail(url, 320, '320px')).toEqual({ src: undefined });
  });

  test('a picture that fills a box is asked for the box, filled and cut to it', () => {
    expect(thumbnail(cover, 160, 90)).toBe(`${cover}?x-oss-process=image/resize,m_fill,w_160,h_90`);
    expect(thumbnail(`${cover}?v=2`, 44, 44)).toBe(`${cover}?v=2&x-oss-process=image/resize,m_fill,w_44,h_44`);
  });

  test('the width is a whole number of pixels within what the host resizes to', () => {
    expect(thumbnail(cover, 159.6)).toBe(`${cover}?x-oss-process=image/resize,w_160`);
    expect(thumbnail(cover, 0)).toBe(`${cover}?x-oss-process=image/resize,w_1`);
    expect(thumbnail(cover, 20000)).toBe(`${cover}?x-oss-process=image/resize,w_16384`);
  });
});

describe('the attributes of a picture', () => {
  test('a picture of a fixed width: 1× and 2×', () => {
    expect(thumbnailImage(cover, 160)).toEqual({
      src: `${cover}?x-oss-process=image/resize,w_160`,
      srcSet: `${cover}?x-oss-process=image/resize,w_160 1x, ${cover}?x-oss-process=image/resize,w_320 2x`,
    });
  });

  test('a picture filling a box of a fixed size: the box at 1× and 2×', () => {
    expect(thumbnailImage(cover, 96, 60).srcSet).toBe(
      `${cover}?x-oss-process=image/resize,m_fill,w_96,h_60 1x, ${cover}?x-oss-process=image/resize,m_fill,w_192,h_120 2x`,
    );
  });

  test('a picture filling a box whose width follows the layout: each width with the height of the box', () => {
    const image = fluidThumbnail(cover, 200, '200px', 16 / 10);
    expect(image.src).toBe(`${cover}?x-oss-process=image/resize,m_fill,w_200,h_125`);
    expect(image.srcSet).toBe(
      [160, 240, 320, 480].map((w) => `${cover}?x-oss-process=image/resize,m_fill,w_${w},h_${w * 10 / 16} ${w}w`).join(', '),
    );
  });

  test('a picture whose width follows the layout: the shared widths up to twice its widest, and its sizes', () => {
    const sizes = '(max-width: 767px) 50vw, 176px';
    const image = fluidThumbnail(cover, 362, sizes);
    expect(image.src).toBe(`${cover}?x-oss-process=image/resize,w_362`);
    expect(image.sizes).toBe(sizes);
    expect(image.srcSet?.split(', ').map((c) => c.split(' ')[1])).toEqual(['160w', '240w', '320w', '480w', '640w', '960w']);
    expect(image.srcSet).toContain(`${cover}?x-oss-process=image/resize,w_960 960w`);
  });

  test('a candidate of srcset holds no whitespace, which would end its URL', () => {
    const { srcSet } = thumbnailImage('http://127.0.0.1:4010/assets/a b.svg', 40);
    expect(srcSet).toBe('http://127.0.0.1:4010/assets/a%20b.svg?x-oss-process=image/resize,w_40 1x, http://127.0.0.1:4010/assets/a%20b.svg?x-oss-process=image/resize,w_80 2x');
  });
});

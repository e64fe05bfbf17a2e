import { describe, expect, test } from 'vitest';
import { safeHref, safeSrc } from './safe-href';

describe('safeHref: only an address of the web becomes a link', () => {
  test.each([
    ['https', 'https://a.example', 'https://a.example/'],
    ['http with a path and a query', 'http://a.example/p?q=1#top', 'http://a.example/p?q=1#top'],
    ['a scheme in capitals', 'HTTPS://A.example/x', 'https://a.example/x'],
    ['spaces around an absolute address', '  https://a.example/x \n', 'https://a.example/x'],
  ])('%s: %j → %j', (_, value, href) => {
    expect(safeHref(value)).toBe(href);
  });

  test.each([
    ['protocol-relative', '//img.example.com/a.png'],
    ['a path on the site', '/reports'],
    ['a path with a query', '/search?q=LED'],
    ['a relative path', 'files/1301'],
    ['a query alone', '?page=2'],
    ['a fragment', '#winners'],
    ['a character reference is text, not a scheme', 'javascript&#x3a;alert(1)'],
    ['a non-breaking space before a scheme makes it a path', '\u00a0javascript:alert(1)'],
  ])('%s stays as given: %j', (_, value) => {
    expect(safeHref(value)).toBe(value);
  });

  test.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: after a space, mixed case', ' JaVaScRiPt:alert(1)'],
    ['javascript: after a tab', '\tjavascript:alert(1)'],
    ['javascript: with a line break inside', 'java\nscript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: after control characters', '\u0001\u001fjavascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['data: in capitals', 'DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['mailto:', 'mailto:a@example.com'],
    ['file:', 'file:///etc/passwd'],
    ['blob:', 'blob:https://a.example/1'],
    ['an address the parser cannot read', 'http://'],
    ['empty', ''],
    ['only spaces', ' \t '],
    ['null', null],
    ['undefined', undefined],
  ])('%s is refused: %j', (_, value) => {
    expect(safeHref(value)).toBeNull();
  });
});

describe('safeSrc: only a picture of the web or of this device is asked for', () => {
  test.each([
    ['https', 'https://img.example.com/a.png', 'https://img.example.com/a.png'],
    ['a site path', '/assets/a.svg', '/assets/a.svg'],
    ['a picked file', 'blob:http://127.0.0.1:5173/0b1c', 'blob:http://127.0.0.1:5173/0b1c'],
    ['an inline picture', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
  ])('%s passes', (_, value, expected) => {
    expect(safeSrc(value)).toBe(expected);
  });

  test.each([
    ['javascript:', 'javascript:window.__xss=1'],
    ['data: not an image', 'data:text/html,<script>1</script>'],
    ['vbscript:', ' VbScript:msgbox(1)'],
    ['empty', ''],
    ['missing', undefined],
  ])('%s is not asked for', (_, value) => {
    expect(safeSrc(value)).toBeUndefined();
  });
});

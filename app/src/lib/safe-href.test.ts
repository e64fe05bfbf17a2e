import { describe, expect, test } from 'vitest';
import { safeHref } from './safe-href';

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

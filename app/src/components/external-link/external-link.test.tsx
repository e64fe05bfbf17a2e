import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  test('given a web address, then a link opening it in a new window', () => {
    expect(renderToStaticMarkup(<ExternalLink href="https://a.example/p" className="card">白皮书</ExternalLink>)).toBe(
      '<a class="card" href="https://a.example/p" target="_blank" rel="noopener noreferrer">白皮书</a>',
    );
  });

  test.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '', undefined])('given %j, then the content without a link, in its class', (href) => {
    expect(renderToStaticMarkup(<ExternalLink href={href} className="card" title="白皮书" download>白皮书</ExternalLink>)).toBe('<span class="card" title="白皮书">白皮书</span>');
  });

  test('given a refused address and a link that is only its words, then nothing', () => {
    expect(renderToStaticMarkup(<ExternalLink href="vbscript:msgbox(1)" hideWhenRefused>活动详情</ExternalLink>)).toBe('');
  });
});

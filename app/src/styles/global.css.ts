import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.page,
});
globalStyle('a', { color: 'inherit', textDecoration: 'none' });
globalStyle('a:hover', { color: vars.color.brand });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('h1, h2, h3, h4, p, ul, ol', { margin: 0 });
globalStyle('ul, ol', { padding: 0, listStyle: 'none' });
globalStyle('button', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.link}`, outlineOffset: '2px' });

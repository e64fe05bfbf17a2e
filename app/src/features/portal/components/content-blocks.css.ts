import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const content = style({ display: 'grid', gap: vars.space.lg });
export const text = style({
  fontSize: vars.fontSize.lg,
  lineHeight: 1.9,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-size="large"]': { fontSize: vars.fontSize.xl, lineHeight: 1.6 },
    '&[data-center]': { textAlign: 'center' },
  },
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm, justifyItems: 'center' });
export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const video = style({ width: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.md, background: '#000' });
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });
export const mark = style({ background: '#fff1b8', color: 'inherit', padding: '0 1px', borderRadius: 2 });

import { style } from '@vanilla-extract/css';
import { twoLines } from './fragments';
import { media, vars } from './theme.css';

/** The parts of a topic in a list: its title, two lines of summary and a line of meta. */
export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.5,
  color: vars.color.text,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});
export const summary = style({ color: vars.color.textMuted, ...twoLines });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

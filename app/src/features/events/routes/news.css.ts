import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
export { panel, heading } from '../components/events-shell.css';

export const ads = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm } },
});
export const categories = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const list = style({ display: 'grid', listStyle: 'disc', paddingLeft: vars.space.xl });
export const item = style({
  display: 'list-item',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
});
export const link = style({ color: vars.color.text, selectors: { '&:hover': { color: vars.color.brand } } });
export const date = style({ float: 'right', marginLeft: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

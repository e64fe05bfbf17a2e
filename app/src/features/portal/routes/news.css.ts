import { style } from '@vanilla-extract/css';
import { pagerPages } from '../../../components/page-layout/page-layout.css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: vars.space.xl,
  alignItems: 'start',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} 0`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.mobile]: { padding: 0, gap: vars.space.md },
  },
});

export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.md, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const current = style({ fontSize: vars.fontSize.lg, fontWeight: 400, color: vars.color.textMuted });
export const pages = style([pagerPages, { justifyContent: 'normal' }]);
export const status = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted });

export const aside = style({
  display: 'grid',
  gap: vars.space.lg,
  position: 'sticky',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  '@media': {
    [media.tablet]: { position: 'static', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' },
    [media.mobile]: { padding: `0 ${vars.space.lg}` },
  },
});

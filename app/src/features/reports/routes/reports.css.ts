import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const heading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});
export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const cover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '210 / 297',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const text = style({ display: 'grid', gap: vars.space.xs });
export const name = style({ fontWeight: 600, lineHeight: 1.5, color: vars.color.text });
export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const researching = style({ justifySelf: 'start', padding: '0 6px', borderRadius: vars.radius.sm, background: vars.color.brandSoft, color: vars.color.brandStrong, fontSize: vars.fontSize.xs });
export const prices = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, fontSize: vars.fontSize.xs, color: vars.color.brandStrong });

/** The catalogue: cover beside its text, two entries a row on wide screens. */
export const catalog = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(480px, 1fr))',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const entry = style({ display: 'grid', gridTemplateColumns: '150px minmax(0, 1fr)', gap: vars.space.lg, alignItems: 'start', '@media': { [media.mobile]: { gridTemplateColumns: '110px minmax(0, 1fr)', gap: vars.space.md } } });
export const coverLink = style({ display: 'block' });
export const priceList = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const price = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, alignItems: 'baseline' });
export const early = style({ color: vars.color.brandStrong, fontWeight: 600 });
export const original = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const contributors = style({ display: 'grid', gap: vars.space.xs });
export const logos = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const logo = style({ width: 64, height: 32, objectFit: 'contain', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, background: vars.color.surface });

import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const footer = style({ marginTop: vars.space.xxl, background: vars.color.footer, color: '#c9ccd1' });

export const inner = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}`,
  '@media': { [media.mobile]: { flexDirection: 'column', padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const about = style({ display: 'grid', gap: vars.space.md, maxWidth: 520 });
export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.textInverse });
export const text = style({ fontSize: vars.fontSize.sm });

export const contacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const contactTrigger = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: '1px solid #4a4f58',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: '#e6e8eb',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover, &[data-state="open"]': { borderColor: vars.color.brand, color: vars.color.textInverse } },
});

export const popover = style({
  zIndex: 50,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.8,
});

export const arrow = style({ fill: vars.color.surface });

export const codes = style({ display: 'flex', gap: vars.space.xl });
export const code = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xs });
export const codeBox = style({ width: 88, height: 88, background: '#fff', borderRadius: vars.radius.sm, overflow: 'hidden' });

export const copyright = style({
  margin: 0,
  padding: vars.space.lg,
  borderTop: '1px solid #33373e',
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: '#9aa0a8',
});

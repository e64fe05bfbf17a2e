import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../../components/page-layout/page-layout.css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} 0`,
  '@media': { [media.mobile]: { gap: vars.space.md, padding: `0 0` } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.mobile]: { gap: vars.space.md },
  },
});

export const main = style({ minWidth: 0 });
export const aside = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, '@media': { [media.mobile]: { gap: vars.space.md } } });

/**
 * The page's heading, for screen readers only: page-layout's rule, composed here so that the
 * entry's script carries home's class names alone, not every page's frame.
 */
export const heading = style([visuallyHidden]);

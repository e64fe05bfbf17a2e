import { media, vars } from './theme.css';

/** Text cut to two lines with an ellipsis. */
export const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** A rule under each row of a list but the last. */
export function divided(space: string, line: 'solid' | 'dashed' = 'solid') {
  return {
    padding: `${space} 0`,
    borderBottom: `1px ${line} ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 0 } },
  } as const;
}

/** A thin rounded frame (cards, files, companies). */
export const framed = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const;

const repeat = (n: number) => (n === 1 ? 'minmax(0, 1fr)' : `repeat(${n}, minmax(0, 1fr))`);

/** A grid of equal columns: `wide` of them on a desktop, fewer on a tablet and on a phone. */
export function columns(wide: number, tablet: number, mobile: number, gap: string, mobileGap = gap) {
  return {
    display: 'grid',
    gridTemplateColumns: repeat(wide),
    gap,
    '@media': {
      [media.tablet]: { gridTemplateColumns: repeat(tablet) },
      [media.mobile]: { gridTemplateColumns: repeat(mobile), gap: mobileGap },
    },
  } as const;
}

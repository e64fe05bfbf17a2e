import { style } from '@vanilla-extract/css';

/** The island's element takes no box: its parts lay out as if it were not there. */
export const island = style({ display: 'contents' });

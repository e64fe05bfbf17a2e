import { preloadable } from '../../../lib/islands/preloadable';

/** The sections of home below the banners: one module, loaded on the visitor's first intent (lib/islands/island.tsx). */
const sections = preloadable(() => import('./home-sections'));

/** Loads the sections' module (a navigation to home loads it with the data, so they render at once). */
export const loadHomeSections = sections.preload;

export const HomeNews = sections.part((m) => m.HomeNews);
export const HotTags = sections.part((m) => m.HotTags);
export const WhitePapers = sections.part((m) => m.WhitePapers);
export const HomeSpecials = sections.part((m) => m.HomeSpecials);
export const Discerns = sections.part((m) => m.Discerns);
export const FileGroups = sections.part((m) => m.FileGroups);
export const Awards = sections.part((m) => m.Awards);
export const Experts = sections.part((m) => m.Experts);
export const Partners = sections.part((m) => m.Partners);

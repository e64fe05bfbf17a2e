import { lazy } from 'react';

/** The sections of home below the banners: one module, loaded on the visitor's first intent (lib/island.tsx). */
export const loadHomeSections = () => import('./home-sections');

export const HomeNews = lazy(() => loadHomeSections().then((m) => ({ default: m.HomeNews })));
export const HotTags = lazy(() => loadHomeSections().then((m) => ({ default: m.HotTags })));
export const WhitePapers = lazy(() => loadHomeSections().then((m) => ({ default: m.WhitePapers })));
export const HomeSpecials = lazy(() => loadHomeSections().then((m) => ({ default: m.HomeSpecials })));
export const Discerns = lazy(() => loadHomeSections().then((m) => ({ default: m.Discerns })));
export const FileGroups = lazy(() => loadHomeSections().then((m) => ({ default: m.FileGroups })));
export const Awards = lazy(() => loadHomeSections().then((m) => ({ default: m.Awards })));
export const Experts = lazy(() => loadHomeSections().then((m) => ({ default: m.Experts })));
export const Partners = lazy(() => loadHomeSections().then((m) => ({ default: m.Partners })));

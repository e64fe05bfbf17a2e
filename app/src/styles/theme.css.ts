import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** The one theme contract: semantic tokens every stylesheet reads. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    brandSoft: null,
    text: null,
    textMuted: null,
    textInverse: null,
    link: null,
    surface: null,
    surfaceMuted: null,
    page: null,
    border: null,
    danger: null,
    footer: null,
    overlay: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null },
  shadow: { card: null, popover: null },
  layout: { maxWidth: null, headerHeight: null },
});

/** The site's theme (set on :root). */
createGlobalTheme(':root', vars, {
  color: {
    brand: '#d7000f',
    brandStrong: '#a5000b',
    brandSoft: '#fdecee',
    text: '#1f2329',
    textMuted: '#5c6370',
    textInverse: '#ffffff',
    link: '#1d4ed8',
    surface: '#ffffff',
    surfaceMuted: '#f5f6f8',
    page: '#f2f3f5',
    border: '#e3e5e8',
    danger: '#c81e1e',
    footer: '#22252b',
    overlay: 'rgba(15, 17, 21, 0.55)',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '999px' },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '26px' },
  font: {
    body: "'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', 'Hiragino Sans GB', 'Source Han Sans SC', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  shadow: { card: '0 1px 3px rgba(15, 17, 21, 0.08)', popover: '0 8px 24px rgba(15, 17, 21, 0.16)' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
});

/** Breakpoints used by every stylesheet. */
export const media = {
  mobile: 'screen and (max-width: 767px)',
  tablet: 'screen and (max-width: 1023px)',
} as const;

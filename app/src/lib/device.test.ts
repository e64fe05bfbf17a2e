import { describe, expect, test } from 'vitest';
import { isAwardPage, isInternetExplorer, isMobile, mobileRedirect } from './device';

const ua = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
};

describe('devices', () => {
  test.each([
    ['ie11', true],
    ['ie9', true],
    ['chrome', false],
    ['iphone', false],
  ] as const)('%s is Internet Explorer: %s', (name, expected) => {
    expect(isInternetExplorer(ua[name])).toBe(expected);
  });

  test.each([
    ['iphone', true],
    ['android', true],
    ['ipad', false],
    ['chrome', false],
  ] as const)('%s is a phone: %s', (name, expected) => {
    expect(isMobile(ua[name])).toBe(expected);
  });

  test('a phone goes to the same page on the mobile base', () => {
    expect(mobileRedirect({ pathname: '/topic/5001', search: '?key=LED' }, ua.iphone, 'https://m.example.com')).toBe(
      'https://m.example.com/topic/5001?key=LED',
    );
    expect(mobileRedirect({ pathname: '/portal/news', search: '' }, ua.android, 'https://m.example.com')).toBe('https://m.example.com/news');
    expect(mobileRedirect({ pathname: '/community/3', search: '' }, ua.android, 'https://m.example.com')).toBe('https://m.example.com/group/3');
  });

  test('desktops, and any visitor without a mobile base, stay', () => {
    expect(mobileRedirect({ pathname: '/', search: '' }, ua.chrome, 'https://m.example.com')).toBeNull();
    expect(mobileRedirect({ pathname: '/', search: '' }, ua.iphone, '')).toBeNull();
  });
});

describe('the mobile redirect by default', () => {
  test('the configured base defaults to the parent site’s mobile pages', async () => {
    const { config, DEFAULT_MOBILE_BASE } = await import('./config');
    expect(DEFAULT_MOBILE_BASE).toMatch(/^https:\/\//);
    // Without VITE_MOBILE_BASE in the test environment, phones are sent there.
    expect(config.mobileBase).toBe(import.meta.env.VITE_MOBILE_BASE ?? DEFAULT_MOBILE_BASE);
    expect(mobileRedirect({ pathname: '/news', search: '' }, ua.iphone, config.mobileBase)).toBe(`${config.mobileBase}/news`);
  });

  test('the login return is never sent away: its code is for this site', () => {
    expect(mobileRedirect({ pathname: '/blank', search: '?code=X&state=WX_1' }, ua.iphone, 'https://m.example.com')).toBeNull();
  });
});

describe('the award pages stay for phones (the 2022 page has its own mobile rule)', () => {
  const awardPages = [
    '/event/led2021',
    '/portal/event/led2021',
    '/event/led2022',
    '/portal/event/led2022',
    '/event/led2023',
    '/event/led2024',
    '/jgj',
    '/portal/jgj',
  ];
  test.each(awardPages.flatMap((path) => [path, `${path}/`]))('%s is shown to a phone', (pathname) => {
    for (const phone of [ua.iphone, ua.android]) {
      expect(isAwardPage(pathname)).toBe(true);
      expect(mobileRedirect({ pathname, search: '' }, phone, 'https://m.example.com')).toBeNull();
      expect(mobileRedirect({ pathname, search: '?from=timeline' }, phone, 'https://m.example.com')).toBeNull();
    }
  });

  test.each([
    // Not pages of this site: the router serves 2023 and 2024 at the top level only.
    ['/portal/event/led2023', 'https://m.example.com/event/led2023'],
    ['/portal/event/led2024', 'https://m.example.com/event/led2024'],
    ['/event/led2020', 'https://m.example.com/event/led2020'],
    ['/event/led20221', 'https://m.example.com/event/led20221'],
    ['/event/led2022/x', 'https://m.example.com/event/led2022/x'],
    ['/jgjx', 'https://m.example.com/jgjx'],
    ['/ev/list', 'https://m.example.com/ev/list'],
  ])('%s still goes to the mobile site', (pathname, target) => {
    expect(isAwardPage(pathname)).toBe(false);
    expect(mobileRedirect({ pathname, search: '' }, ua.iphone, 'https://m.example.com')).toBe(target);
  });
});

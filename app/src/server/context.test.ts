import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createContextOf, encodingFor, parseCookies, type IncomingPageRequest } from './context';

const contextOf = createContextOf({ forwardHeaders: ['x-mock-fault'], mobileBase: 'https://m.example.com' });
const get = (url: string, headers: IncomingPageRequest['headers'] = {}) => contextOf({ method: 'GET', url, headers });
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('the request context', () => {
  test('an anonymous visitor gets the shared page of the path and query, keyed with the remembered news type', () => {
    expect(get('/news?page=2&utm_source=x', { 'user-agent': DESKTOP }).page).toEqual({ kind: 'shared', key: '/news?t=&page=2', page: { path: '/news', search: '?page=2', newsType: null } });
    expect(get('/', { cookie: 'hj_news_type=2; hj_uuid=u-1' }).page).toEqual({ kind: 'shared', key: '/? hj_news_type=2', page: { path: '/', search: '', newsType: '2' } });
    // A cookie value longer than any news type is cut: it cannot grow the key without bound.
    const long = get('/', { cookie: `hj_news_type=${'9'.repeat(500)}` }).page;
    expect(long.kind === 'shared' && long.page.newsType).toBe('9'.repeat(32));
  });

  test('a session, or a configured QA header, gets a page of its own with a nonce; a crawler gets it whole', () => {
    const session = get('/topic/5001', { cookie: 'hj_token=abc', 'user-agent': DESKTOP }).page;
    expect(session).toMatchObject({ kind: 'private', why: 'session', page: { url: '/topic/5001', apiHeaders: {}, whole: false } });
    expect(session.kind === 'private' && session.page.cookies.get('hj_token')).toBe('abc');
    expect(get('/', { cookie: 'hj_user=%7B%7D' }).page).toMatchObject({ kind: 'private', why: 'session' });
    expect(get('/', { 'x-mock-fault': 'http500' }).page).toMatchObject({ kind: 'private', why: 'qa', page: { apiHeaders: { 'x-mock-fault': 'http500' } } });
    expect(get('/', { cookie: 'hj_token=abc', 'user-agent': 'Baiduspider/2.0' }).page).toMatchObject({ kind: 'private', page: { whole: true } });
    const nonces = new Set([1, 2, 3].map(() => {
      const page = get('/', { cookie: 'hj_token=abc' }).page;
      return page.kind === 'private' ? page.page.nonce : null;
    }));
    expect(nonces.size).toBe(3);
    // An empty session cookie is no session.
    expect(get('/', { cookie: 'hj_token=' }).page.kind).toBe('shared');
  });

  test('client rendering, phones, files and methods', () => {
    expect(get('/news', { 'x-render': 'client' }).page).toEqual({ kind: 'client', why: 'header' });
    expect(get('/news', { cookie: 'hj_render=client' }).page).toEqual({ kind: 'client', why: 'cookie' });
    expect(get('/news?t=2', { 'user-agent': PHONE }).page).toEqual({ kind: 'phone', location: 'https://m.example.com/news?t=2' });
    // The award pages stay on this site for phones.
    expect(get('/event/led2024', { 'user-agent': PHONE }).page.kind).toBe('shared');
    expect(get('/assets/old-chunk.js').page).toEqual({ kind: 'missing-file' });
    expect(get('/about.html').page.kind).toBe('shared');
    expect(contextOf({ method: 'POST', url: '/news', headers: {} }).page).toEqual({ kind: 'method-not-allowed' });
    expect(contextOf({ method: 'HEAD', url: '/news', headers: {} }).page.kind).toBe('shared');
  });

  test('a path that starts with // stays a path (its key and its page), never an origin', () => {
    expect(get('//evil.example/news').page).toMatchObject({ kind: 'shared', page: { path: '//evil.example/news' } });
    expect(get('http://evil.example/news?t=2').page).toMatchObject({ kind: 'shared', key: '/news?t=2&page=', page: { path: '/news', search: '?t=2' } });
  });

  test('no header but the key cookie changes a shared page: hostile Host, forwarding, rewriting, language and cookie headers', () => {
    const hostile = fc.dictionary(
      fc.constantFrom('host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-prefix', 'x-forwarded-for', 'forwarded', 'x-original-url', 'x-rewrite-url', 'x-host', 'accept-language', 'referer', 'origin', 'x-real-ip', 'if-modified-since'),
      fc.oneof(fc.constantFrom('evil.example', 'https', '/admin', 'host=evil.example;proto=https', 'en-US,en;q=0.9', '443'), fc.string()),
    );
    const otherCookies = fc.array(fc.tuple(fc.constantFrom('hj_uuid', 'hj_render', '_ga', 'hj_member', 'session', 'hj_news_typeX'), fc.string({ maxLength: 20 })), { maxLength: 4 });
    const userAgent = fc.constantFrom(DESKTOP, 'Googlebot/2.1', 'curl/8.0', '', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15');
    fc.assert(
      fc.property(fc.constantFrom('/', '/news', '/news?t=2&page=3', '/topic/5001', '/event/led2024'), hostile, otherCookies, userAgent, (url, headers, cookies, ua) => {
        const cookie = [...cookies.filter(([name, value]) => !(name === 'hj_render' && value === 'client')).map(([n, v]) => `${n}=${encodeURIComponent(v)}`), 'hj_news_type=2'].join('; ');
        const plain = get(url, { cookie: 'hj_news_type=2' });
        const attacked = get(url, { ...headers, cookie, 'user-agent': ua });
        expect(attacked.page).toEqual(plain.page);
      }),
      { numRuns: 300 },
    );
  });
});

describe('what the context reads of headers', () => {
  test('the best encoding the client takes', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('identity')).toBe('identity');
  });

  test('cookies: decoded, the first of a name kept, undecodable values left out', () => {
    const cookies = parseCookies('a=1; b=%E4%BD%A0; a=2; bad=%E4; =x; c');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', '你'],
    ]);
  });
});

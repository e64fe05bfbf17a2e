import { describe, expect, test } from 'vitest';
import { expertHref, listSignature, profileLines, showsReadCount } from './expert';

const base = { job: '技术总监', company: '深圳晶芯光电股份有限公司', signText: 'Mini LED领域从业8年' };

describe('the auth rules of profiles', () => {
  test.each([
    ['an expert (2) shows company and job, then the signature', [2], { company: base.company, job: base.job, signature: base.signText }],
    ['an organisation (4) hides job and company and shows the organisation', [4], { badge: '机构', signature: base.signText }],
    ['auth 16 hides job and company and shows the signature', [2, 16], { signature: base.signText }],
    ['auth 64 alone changes nothing here', [2, 64], { company: base.company, job: base.job, signature: base.signText }],
  ] as const)('%s', (_name, auths, lines) => {
    expect(profileLines({ ...base, auths: [...auths] })).toEqual(lines);
  });

  test.each([
    [[2, 16], base.signText],
    [[2], undefined],
    [[4], undefined],
    [undefined, undefined],
  ] as const)('lists show the signature only for auth 16: %o → %s', (auths, expected) => {
    expect(listSignature({ auths: auths ? [...auths] : undefined, signText: base.signText })).toBe(expected);
  });

  test.each([
    [[2, 64], true],
    [[64], true],
    [[2, 16], false],
    [undefined, false],
  ] as const)('the read count shows only with auth 64: %o → %s', (auths, expected) => {
    expect(showsReadCount({ auths: auths ? [...auths] : undefined })).toBe(expected);
  });
});

describe('expert links', () => {
  test('a link of the form gyl_{x} opens /gyl/{x}', () => {
    expect(expertHref({ id: 1008, link: 'gyl_1008' })).toBe('/gyl/1008');
    expect(expertHref({ id: 1008, link: 'gyl_ab c' })).toBe('/gyl/ab%20c');
  });

  test('other experts open their profile', () => {
    expect(expertHref({ id: 1001 })).toBe('/user/1001');
    expect(expertHref({ id: 1001, link: 'https://example.com' })).toBe('/user/1001');
    expect(expertHref({ id: 1001, link: 'gyl_' })).toBe('/user/1001');
  });
});

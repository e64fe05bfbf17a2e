import { describe, expect, test } from 'vitest';
import { offeredForms, onlineApplication, openApplication } from './apply';

describe('the online application', () => {
  test.each([
    ['https://events.example.com/jgj/2024/apply', 'led2024', 'product', 'https://events.example.com/jgj/2024/apply?page=led2024&type=product'],
    ['https://events.example.com/jgj/2023/apply', 'led2023', 'zhongduan', 'https://events.example.com/jgj/2023/apply?page=led2023&type=zhongduan'],
    // A query of its own is kept; page and type are the page's, whatever the address said.
    ['https://events.example.com/apply?from=pc&type=x', 'led2024', 'top10', 'https://events.example.com/apply?from=pc&type=top10&page=led2024'],
  ])('%s for %s, %s', (applyUrl, page, type, expected) => {
    expect(onlineApplication(applyUrl, page, type)).toBe(expected);
  });
});

describe('a year takes applications only when its page says so and has the online application', () => {
  const applyUrl = 'https://events.example.com/jgj/2024/apply';
  test.each([
    [{ applicationsOpen: true, applyUrl }, { applyUrl, page: 'led2024' }],
    [{ applicationsOpen: false, applyUrl }, undefined],
    [{ applyUrl }, undefined],
    [{ applicationsOpen: true }, undefined],
    [{ applicationsOpen: true, applyUrl: ' javascript:alert(1)' }, undefined],
    [undefined, undefined],
  ])('%o → %o', (page, expected) => {
    expect(openApplication(page, 2024)).toEqual(expected);
  });
});

describe('the forms offered for download', () => {
  test('a form whose address is not a web page is left out', () => {
    const form = (type: string, url: string) => ({ type, name: `${type}申报表`, url });
    expect(offeredForms([form('product', '/openapi/v1/vue/awards/2024/forms/product'), form('company', 'javascript:alert(1)'), form('top10', 'data:text/html,x')])).toEqual([
      form('product', '/openapi/v1/vue/awards/2024/forms/product'),
    ]);
    expect(offeredForms(undefined)).toEqual([]);
  });
});

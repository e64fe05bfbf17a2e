// The award pages through the mock's front (front → Prism's validating proxy → backend): every
// year closed in the sample world, 2024 open in the named example applicationsOpen, and the
// application forms, a real Word document per year and type with a Chinese file name.
import { inflateRawSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

type Json = Record<string, any>;
/** The shared mock's address (test/shared-mock.ts). */
const mockUrl = inject('mockUrl');

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pages = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${mockUrl}/openapi/v1/vue/awards/pages`, { headers: { accept: 'application/json', ...headers } });
  expect(res.headers.get('sl-violations')).toBeNull();
  return (await res.json()).json as Json[];
};

/** The entries of a zip of stored or deflated entries: name → text. */
function unzip(bytes: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (bytes.readUInt32LE(at) === 0x04034b50) {
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extra = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const body = bytes.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    out.set(name, (method === 8 ? inflateRawSync(body) : body).toString('utf8'));
    at += 30 + nameLength + extra + size;
  }
  return out;
}

describe('award applications', () => {
  it('are closed on every page of the sample world, and open for 2024 in the named example applicationsOpen', async () => {
    expect((await pages()).map((p) => [p.year, p.applicationsOpen])).toEqual([2020, 2021, 2022, 2023, 2024].map((y) => [y, false]));
    const open = await pages({ prefer: 'example=applicationsOpen' });
    expect(open.filter((p) => p.applicationsOpen).map((p) => p.year)).toEqual([2024]);
    expect(open.find((p) => p.year === 2024)!.applyUrl).toBe('https://events.example.com/jgj/2024/apply');
  });

  it('each form the pages offer downloads as a Word document named in Chinese, asking what its type asks', async () => {
    const offered = (await pages()).flatMap((p) => (p.forms ?? []).map((f: Json) => ({ ...f, year: p.year as number })));
    expect(offered.map((f) => `${f.year} ${f.type}`)).toEqual(['2023 product', '2023 company', '2023 zhongduan', '2024 product', '2024 company', '2024 zhongduan', '2024 top10']);
    for (const form of offered) {
      // The link of the page, as the browser follows it.
      const res = await fetch(form.url.replace('http://127.0.0.1:4010', mockUrl));
      expect(res.status, form.url).toBe(200);
      expect(res.headers.get('content-type')).toBe(DOCX);
      const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition')!)![1]!);
      expect(name).toBe(`${form.year}行家说极光奖${form.name}.docx`);
      const bytes = Buffer.from(await res.arrayBuffer());
      const files = unzip(bytes);
      expect([...files.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
      expect(files.get('[Content_Types].xml')).toContain('wordprocessingml.document.main+xml');
      const text = files.get('word/document.xml')!.replace(/<[^>]+>/g, '');
      expect(text).toContain(`${form.year}行家说极光奖${form.name}`);
      expect(text).toContain('企业名称');
      expect(text).toContain('申报与获奖均不收取任何费用');
      expect(text).toContain({ product: '申报产品名称', company: '主营产品', zhongduan: '品牌名称', top10: '申报细分领域' }[form.type as string]);
    }
    expect(new Set(offered.map((f) => f.name)).size).toBe(5);
  });

  it('a year or type without a form is the failure envelope with code 404', async () => {
    for (const path of ['/openapi/v1/vue/awards/2022/forms/product', '/openapi/v1/vue/awards/2023/forms/top10']) {
      const res = await fetch(mockUrl + path, { headers: { accept: `${DOCX}, application/json` } });
      expect(res.headers.get('sl-violations')).toBeNull();
      expect(await res.json()).toEqual({ code: 404, msg: '申报表不存在' });
    }
    // A type outside the contract is Prism's 422.
    expect((await fetch(`${mockUrl}/openapi/v1/vue/awards/2024/forms/poster`)).status).toBe(422);
  });
});

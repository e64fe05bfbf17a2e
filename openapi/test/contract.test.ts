import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSET_BASE } from '../samples/kit.ts';
import { bundle } from '../scripts/build.ts';
import { listOperations, type Operation } from '../src/operations.mjs';
import { CHOSEN_PATHS, PORTAL_CALLS, SUPPLY_CHAIN_CALLS } from './documented-calls.ts';

type Json = Record<string, any>;
let doc: Json;
let operations: Operation[];

beforeAll(() => {
  doc = bundle().doc;
  operations = listOperations(doc);
});

const find = (id: string) => operations.find((o) => o.op.operationId === id);

describe('coverage: every documented call is an operation', () => {
  it.each([...PORTAL_CALLS, ...SUPPLY_CHAIN_CALLS].map((c) => [c.call, c] as const))('%s', (_, call) => {
    if (call.path) {
      expect(doc.paths[call.path]?.[call.method!], `${call.method} ${call.path}`).toBeDefined();
    } else {
      expect(find(call.operationId!), call.operationId).toBeDefined();
    }
  });

  it.each(CHOSEN_PATHS)('%s records why its path was chosen (x-decision)', (id) => {
    expect(find(id)?.op['x-decision'], id).toMatch(/.{20,}/);
  });
});

describe('operations', () => {
  it('have unique camelCase operationIds and one known area tag', () => {
    const ids = operations.map((o) => o.op.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { op } of operations) {
      expect(op.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.tags).toHaveLength(1);
      expect(doc.tags.map((t: Json) => t.name)).toContain(op.tags[0]);
    }
  });

  it('answer the envelope with a default example whose code is a success code', () => {
    for (const { op } of operations) {
      const media = op.responses['200'].content['application/json'];
      if (op['x-download']) continue;
      const success = media.schema.anyOf[0];
      expect(success.required, op.operationId).toEqual([...new Set(['code', 'msg', op['x-envelope'] ?? 'json'])]);
      expect([0, 200, '0'], op.operationId).toContain(media.examples.default.value.code);
    }
  });

  it('carry the documented constraints', () => {
    const body = (id: string) => find(id)!.op.requestBody.content;
    expect(body('login')['application/json'].schema.properties.code.maxLength).toBe(4);
    expect(body('login')['application/json'].schema.properties.type.enum).toEqual([1, 2]);
    expect(body('askQuestion')['application/json'].schema.properties.imgs.maxItems).toBe(3);
    expect(body('answerQuestion')['application/json'].schema.properties.imgs.maxItems).toBe(9);
    expect(body('listDiscerns')['application/json'].schema.required).toEqual(['pagesize', 'pageindex']);
  });

  it('keep every description whole: no text cut at a comma of a flow mapping into a key without a value', () => {
    // `{ description: a, b. }` reads as description 'a' and a key 'b.' set to null.
    const cut: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (['example', 'examples', 'default', 'const', 'enum'].includes(key)) continue;
        if (value === null && !/^[A-Za-z_$][\w$-]*$/.test(key)) cut.push(`${at}/${key}`);
        walk(value, `${at}/${key}`);
      }
    };
    walk(doc, '');
    expect(cut).toEqual([]);
    expect(find('login')!.op.requestBody.content['application/json'].schema.properties.phone.description).toBe('With the area code for Hong Kong, Macao and Taiwan.');
  });

  it('put the supply-chain calls behind the token, with a 401 answer', () => {
    const guarded = operations.filter((o) => ['sc', 'crm'].includes(o.op.tags[0]) && o.op.security?.length !== 0);
    expect(operations.filter((o) => o.op.security?.length === 0).map((o) => o.op.operationId)).toEqual(['getScToken', 'scLogin']);
    expect(guarded.length).toBeGreaterThan(10);
    for (const { op } of guarded) {
      expect(op.security, op.operationId).toEqual([{ token: [] }]);
      expect(op.responses['401'], op.operationId).toBeDefined();
      const examples = Object.values<Json>(op.responses['200'].content).map((m) => m.examples?.unauthorized).filter(Boolean);
      expect(examples[0]?.value.code, op.operationId).toBe(401);
    }
  });
});

describe('samples', () => {
  const examplesOf = (id: string) => find(id)!.op.responses['200'].content['application/json'].examples as Json;

  it('are the same for the same seed', () => {
    expect(JSON.stringify(bundle().doc)).toBe(JSON.stringify(doc));
  });

  it('have the lengths the screens use', () => {
    expect(examplesOf('listDiscerns').default.value.json.list).toHaveLength(45);
    expect(examplesOf('listDiscerns').home.value.json.list).toHaveLength(30);
    expect(examplesOf('listExperts').default.value.json).toHaveLength(50);
    expect(examplesOf('listHotLabels').default.value.json).toHaveLength(11);
    expect(examplesOf('listSpecials').default.value.json).toHaveLength(18);
    expect(examplesOf('listUserTopics').default.value.json).toHaveLength(20);
    expect(examplesOf('listEventFileGroups').default.value.json.length).toBeLessThanOrEqual(12);
    expect(examplesOf('listWhitePapers').default.value.json.length).toBeLessThanOrEqual(5);
  });

  it('name the documented error scenarios', () => {
    expect(examplesOf('getEventFile').tokenRejected.value.code).toBe(2);
    expect(examplesOf('signInEvent').notSignedUp.value.msg).toBe('登录失败,您没有报名此活动');
    expect(examplesOf('checkEventLoginCode').wrongCode.value.msg).toBe('验证码错误');
    expect(examplesOf('getFileDetail').fileInfoFailed.value.code).not.toBe(0);
  });

  it('give every list an empty and a last-page scenario shorter than its default', () => {
    for (const { op } of operations.filter((o) => o.op['x-pagination'])) {
      const ex = op.responses['200'].content['application/json'].examples as Json;
      const key = op['x-envelope'] ?? 'json';
      const items = (e: Json) => {
        const p = op['x-pagination'].items as string;
        const payload = e.value[key];
        return (p === '.' ? payload : payload[p]) as unknown[];
      };
      expect(items(ex.empty), op.operationId).toHaveLength(0);
      expect(items(ex.lastPage).length, op.operationId).toBeGreaterThan(0);
      expect(items(ex.lastPage).length, op.operationId).toBeLessThan(items(ex.default).length);
    }
  });

  it('point every image at an asset the mock serves, and nothing at the internet', () => {
    const text = JSON.stringify(doc.paths);
    const images = [...text.matchAll(/https?:\/\/[^"\\]+?\.(svg|png|jpe?g)/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(100);
    const { assets } = bundle();
    for (const url of new Set(images)) {
      expect(url.startsWith(`${ASSET_BASE}/`), url).toBe(true);
      expect(assets.has(url.slice(ASSET_BASE.length + 1)), url).toBe(true);
    }
  });

  it('close applications on every award page, and open 2024 in the scenario applicationsOpen, whose forms are documents the contract serves', () => {
    type Page = { year: number; applicationsOpen: boolean; applyUrl?: string; forms?: { type: string; name: string; url: string }[] };
    const closed = examplesOf('listAwardPages').default.value.json as Page[];
    const open = examplesOf('listAwardPages').applicationsOpen.value.json as Page[];
    expect(closed.map((p) => [p.year, p.applicationsOpen])).toEqual([2020, 2021, 2022, 2023, 2024].map((y) => [y, false]));
    expect(open.filter((p) => p.applicationsOpen).map((p) => p.year)).toEqual([2024]);
    const y2024 = open.find((p) => p.year === 2024)!;
    expect(y2024.applyUrl).toMatch(/^https:\/\//);
    expect(y2024.forms!.map((f) => [f.type, f.name])).toEqual([
      ['product', '产品奖申报表'],
      ['company', '企业奖申报表'],
      ['zhongduan', '终端品牌奖申报表'],
      ['top10', '十强榜单申报表'],
    ]);
    expect(closed.find((p) => p.year === 2023)!.forms!.map((f) => f.name)).toEqual(['产品奖申报表', '供应链企业奖申报表', '终端品牌奖申报表']);
    // Each form is getAwardForm's answer on the mock.
    for (const form of [...y2024.forms!, ...closed.find((p) => p.year === 2023)!.forms!]) {
      const path = new URL(form.url).pathname;
      expect(form.url.startsWith(`${ASSET_BASE.replace(/\/assets$/, '')}/`), form.url).toBe(true);
      expect(path).toMatch(new RegExp(`^/openapi/v1/vue/awards/(2023|2024)/forms/${form.type}$`));
      expect(doc.paths['/openapi/v1/vue/awards/{year}/forms/{type}'].get.operationId).toBe('getAwardForm');
    }
  });

  it('are written in Chinese', () => {
    const title = examplesOf('getTopic').default.value.json.article.title as string;
    expect(title).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('lint', () => {
  it('Spectral (spectral:oas and the project rules) finds no error or warning', () => {
    const root = join(import.meta.dirname, '..');
    const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'openapi.yaml');
    writeFileSync(file, stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }));
    const run = spawnSync('npx', ['spectral', 'lint', file, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'warn', '-f', 'text'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, run.stdout).toBe(0);
  }, 120_000);
});

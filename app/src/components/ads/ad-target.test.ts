import { describe, expect, test } from 'vitest';
import { adTarget } from './ad-target';

const build = { user: (id: number) => `/user/${id}`, topic: (id: number) => `/topic/${id}` };

describe('ad actions', () => {
  test.each([
    [{ type: 1, url: 'https://a.example/x' }, { kind: 'external', url: 'https://a.example/x' }],
    [{ type: 2, url: 'https://a.example/y' }, { kind: 'external', url: 'https://a.example/y' }],
    [{ type: 3, ext: { type: 11, id: 1041 } }, { kind: 'internal', to: '/user/1041' }],
    [{ type: 3, ext: { type: 10, id: 5102 } }, { kind: 'internal', to: '/topic/5102' }],
    [{ type: 1 }, null],
    [{ type: 1, url: 'javascript:alert(1)' }, null],
    [{ type: 2, url: 'data:text/html,<script>alert(1)</script>' }, null],
    [{ type: 3 }, null],
  ] as const)('%o → %o', (action, target) => {
    expect(adTarget(action as never, build)).toEqual(target);
  });
});

import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { serverThenHydrate } from '../../../test/hydration';

afterEach(() => vi.unstubAllGlobals());

test('given a page hydrates, then it is idle only once the browser says so after hydrating, and at once for what mounts later', async () => {
  const idleCallbacks: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  // A fresh module: the page's first quiet moment is once per page.
  vi.resetModules();
  const { usePageIdle } = await import('./use-page-idle');
  const Probe = ({ name }: { name: string }) => <p>{`${name} ${usePageIdle() ? 'idle' : 'busy'}`}</p>;

  const hydrated = await serverThenHydrate(<Probe name="first" />);
  expect(hydrated.html).toContain('first busy');
  expect(hydrated.mismatches).toEqual([]);
  // Hydrated: the quiet moment is asked for, not yet come.
  expect(screen.getByText('first busy')).toBeInTheDocument();
  expect(idleCallbacks).toHaveLength(1);

  act(() => idleCallbacks[0]!());
  expect(screen.getByText('first idle')).toBeInTheDocument();
  render(<Probe name="later" />);
  expect(screen.getByText('later idle')).toBeInTheDocument();
  expect(idleCallbacks).toHaveLength(1);
  hydrated.unmount();
});

import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { serverThenHydrate } from '../../../test/hydration';
import { useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  test('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>server</p>');
  });

  test('is false while the browser hydrates the server’s HTML, then true: no mismatch', async () => {
    const seen: boolean[] = [];
    const page = await serverThenHydrate(<Probe seen={seen} />);
    expect(page.mismatches).toEqual([]);
    expect(seen.slice(-2)).toEqual([false, true]);
    expect(page.container.textContent).toBe('browser');
    page.unmount();
  });

  test('is true at once for what the browser mounts later', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
  });
});

// A test harness (only tests import it): the server's render and the browser's hydration of one tree.
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `ui` as the server does, then hydrates that HTML as the browser does. Returns the
 * server's HTML, the container and the hydration mismatches React reported (none expected).
 */
export async function serverThenHydrate(ui: ReactNode) {
  const html = renderToString(ui);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const mismatches: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) }));
  return {
    html,
    container,
    mismatches,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Island, wakeIslands } from './island';

function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  );
}

/**
 * A part that counts its clicks, as a lazy module: `load` counts the browser's requests for it (the
 * server renders its own lazy copy, as the server bundle would).
 */
function part() {
  const load = vi.fn(async () => ({ default: Counter }));
  return { load, Part: lazy(load), ServerPart: lazy(async () => ({ default: Counter })) };
}

async function serverHtml(ui: ReactNode): Promise<string> {
  const { prelude } = await prerender(ui);
  return new Response(prelude).text();
}

const island = (Part: ComponentType<{ label: string }>) => (
  <Island>
    <Part label="赞" />
  </Island>
);

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The server's HTML of `server`, hydrated with `ui` as the browser does. */
async function hydrate(server: ReactNode, ui: ReactNode) {
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await serverHtml(server);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container!, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

describe('an island', () => {
  test('given the server HTML of a part, then the browser keeps it without asking for its code', async () => {
    const { load, Part, ServerPart } = part();
    const errors = await hydrate(island(ServerPart), island(Part));
    expect(screen.getByRole('button', { name: '赞 0' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  test('when the pointer comes over it, then its code loads and it hydrates in place', async () => {
    const { load, Part, ServerPart } = part();
    await hydrate(island(ServerPart), island(Part));
    const button = screen.getByRole('button', { name: '赞 0' });
    fireEvent.pointerOver(button, { pointerType: 'mouse' });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {});
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: '赞 1' })).toBe(button));
  });

  test('when it is clicked before its code is there, then the click is done once it has hydrated', async () => {
    const { load, Part, ServerPart } = part();
    await hydrate(island(ServerPart), island(Part));
    const button = screen.getByRole('button', { name: '赞 0' });
    fireEvent.mouseDown(button);
    fireEvent.click(button);
    expect(load).toHaveBeenCalledTimes(1);
    // The same element, hydrated, with the click counted once.
    await waitFor(() => expect(screen.getByRole('button', { name: '赞 1' })).toBe(button));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(button).toHaveTextContent('赞 1');
  });

  test('when the router is about to render again, then every island still asleep wakes', async () => {
    const { load, Part, ServerPart } = part();
    await hydrate(island(ServerPart), island(Part));
    act(() => wakeIslands());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  test('given a part the browser renders itself (no server HTML), then its code loads at once', async () => {
    const { load, Part } = part();
    container = document.body.appendChild(document.createElement('div'));
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container!);
      root.render(
        <Island>
          <Part label="赞" />
        </Island>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '赞 0' })).toBeInTheDocument();
  });

  test('given a link of the site clicked before hydration, then the browser does not follow it (the router will)', async () => {
    const links = () => lazy(async () => ({ default: () => <a href="/news">资讯</a> }));
    await hydrate(island(links()), island(links()));
    const link = screen.getByRole('link', { name: '资讯' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

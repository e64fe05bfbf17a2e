import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { preloadable } from './preloadable';

const module = { Hello: ({ name }: { name: string }) => <p>你好，{name}</p> };

describe('preloadable', () => {
  test('given the module loaded ahead, then its part renders at once, without the fallback', async () => {
    const parts = preloadable(async () => module);
    const Hello = parts.part((m) => m.Hello);
    await parts.preload();
    const fallback = vi.fn(() => null);
    const Fallback = () => fallback();
    render(
      <Suspense fallback={<Fallback />}>
        <Hello name="行家" />
      </Suspense>,
    );
    expect(screen.getByText('你好，行家')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  test('given the module not loaded, then its part waits for it behind the fallback', async () => {
    const load = vi.fn(async () => module);
    const Hello = preloadable(load).part((m) => m.Hello);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Hello name="行家" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => {});
    expect(await screen.findByText('你好，行家')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

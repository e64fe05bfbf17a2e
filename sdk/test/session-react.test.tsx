// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, createSessionStore, type SessionStore } from '../src';
import { listHotLabels } from '../src/operations';
import { PortalClientProvider, sessionState, useSession, useSignIn } from '../src/react';
import { fakeFetch, json, type Handler } from './fake-fetch';

const user = { id: 3, name: '王建国', icon: 'http://127.0.0.1:4010/assets/avatars/3.png', account: '13800138003' };

function setup(handler: Handler = () => json({ code: 0, msg: 'ok', json: {} })) {
  const session = createSessionStore();
  const fake = fakeFetch(handler);
  const client = createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, storage: session });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PortalClientProvider client={client} session={session}>
        {children}
      </PortalClientProvider>
    </QueryClientProvider>
  );
  return { session, client, wrapper, requests: fake.requests };
}

function Header({ store }: { store?: SessionStore }) {
  const { user } = useSession(store);
  return <p>{user ? `欢迎，${user.name}` : '未登录'}</p>;
}

describe('given a header that shows the session', () => {
  it('re-renders when the user signs in and logs out, without copying state', () => {
    const { session, wrapper } = setup();
    render(<Header />, { wrapper });
    expect(screen.getByText('未登录')).toBeTruthy();
    act(() => {
      session.setToken('Bearer t');
      session.setUser(user);
    });
    expect(screen.getByText('欢迎，王建国')).toBeTruthy();
    act(() => session.logout());
    expect(screen.getByText('未登录')).toBeTruthy();
  });

  it('takes a store of its own without a provider', () => {
    const store = createSessionStore();
    store.setUser(user);
    render(<Header store={store} />);
    expect(screen.getByText('欢迎，王建国')).toBeTruthy();
  });

  it('renders signed out on the server, whatever the store holds', () => {
    const store = createSessionStore();
    store.setToken('Bearer t');
    store.setUser(user);
    expect(renderToString(<Header store={store} />)).toContain('未登录');
  });

  it('says which prop is missing when the provider has no session', () => {
    const client = createApiClient();
    const wrapper = ({ children }: { children: ReactNode }) => <PortalClientProvider client={client}>{children}</PortalClientProvider>;
    expect(() => renderHook(() => useSession(), { wrapper })).toThrow('`useSession` needs the `session` prop of `PortalClientProvider`');
  });
});

describe('sessionState', () => {
  it('is the same object while token and user stay the same, a new one after a change', () => {
    const store = createSessionStore();
    const empty = sessionState(store);
    expect(empty).toEqual({ token: null, user: null });
    expect(sessionState(store)).toBe(empty);
    store.setUser(user);
    const withUser = sessionState(store);
    expect(withUser).toEqual({ token: null, user });
    expect(sessionState(store)).toBe(withUser);
    store.setNewsType('行家说报道');
    expect(sessionState(store)).toBe(withUser);
  });
});

describe('given useSignIn', () => {
  it('signs in with what the login form gives, stores the answer, and later calls send the token', async () => {
    const { session, client, wrapper, requests } = setup(async (request) => {
      if (new URL(request.url).pathname === '/login/login') {
        return json({ code: 0, msg: 'ok', json: { tokenHead: 'Bearer ', token: 'abc', user } });
      }
      return json({ code: 0, msg: 'ok', json: [] });
    });
    const { result } = renderHook(() => ({ signIn: useSignIn(), session: useSession() }), { wrapper });
    await act(() => result.current.signIn.mutateAsync({ account: '13800138003', code: '1234', mode: 'phone' }));

    expect(await requests[0]!.json()).toEqual({ phone: '13800138003', code: '1234', type: 1 });
    expect(session.getToken()).toBe('Bearer abc');
    expect(result.current.session).toEqual({ token: 'Bearer abc', user });
    await waitFor(() => expect(result.current.signIn.isSuccess).toBe(true));

    await client.send(listHotLabels, { limit: 10 });
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('stores nothing when the login is refused', async () => {
    const { session, wrapper } = setup(() => json({ code: 500, msg: '验证码错误' }));
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(() => expect(result.current.mutateAsync({ account: 'a@b.cn', code: '0000', mode: 'email' })).rejects.toMatchObject({ msg: '验证码错误' }));
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
  });
});

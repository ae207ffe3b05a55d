import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { redirectTargetFrom } from './redirect.ts';
import { GuestOnly, RequireAuth } from './route-guards.tsx';

function LoginProbe() {
  const location = useLocation();
  return <h1>로그인 화면 → {redirectTargetFrom(location.state)}</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>홈 화면</h1> },
      { element: <GuestOnly />, children: [{ path: '/login', element: <LoginProbe /> }] },
      { element: <RequireAuth />, children: [{ path: '/groups/create', element: <h1>모임 만들기 화면</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('route guards', () => {
  afterEach(() => useAuthStore.setState({ isAuthenticated: false, user: null }));

  it('sends a guest to /login, remembering the page and its query', () => {
    renderAt('/groups/create?from=home');
    expect(screen.getByRole('heading')).toHaveTextContent('로그인 화면 → /groups/create?from=home');
  });

  it('lets a signed-in member through', () => {
    useAuthStore.setState({ isAuthenticated: true });
    renderAt('/groups/create');
    expect(screen.getByRole('heading', { name: '모임 만들기 화면' })).toBeInTheDocument();
  });

  it('keeps a signed-in member away from the login screen', () => {
    useAuthStore.setState({ isAuthenticated: true });
    renderAt('/login');
    expect(screen.getByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
  });

  it('never redirects outside the app or back to the auth screens', () => {
    expect(redirectTargetFrom({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(redirectTargetFrom({ from: { pathname: '/login' } })).toBe('/');
    expect(redirectTargetFrom(null)).toBe('/');
  });
});

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, type RunningApp, readMail, uniqueEmail, type VIEWPORTS } from './harness.ts';

// What journeys do through the API rather than the screens: calls, sign-ups, signed-in browsers.

/** The pair and user `/auth/signup` and `/auth/login` answer with (contract §2). */
export type Auth = { accessToken: string; refreshToken: string; user: { id: number } };
export type Account = Auth & { email: string; nickname: string };

export type ApiOptions = {
  /** GET without a body, POST with one, unless given. */
  method?: string;
  token?: string;
  /** Sent as JSON; left out entirely when undefined. */
  body?: unknown;
};

/** Calls `/api<path>` on the running app and returns the parsed body (null when empty); throws on any non-2xx answer. */
export async function api<T = unknown>(app: RunningApp, path: string, { method, token, body }: ApiOptions = {}): Promise<T> {
  const verb = method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${app.baseUrl}/api${path}`, {
    method: verb,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${verb} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The six-digit code of the newest verification mail sent to `email` (the dev mailbox, contract §2.4). */
export async function verificationCode(app: RunningApp, email: string): Promise<string> {
  const [mail] = await readMail(app.baseUrl, email);
  return mail?.subject.match(/\b\d{6}\b/)?.[0] ?? '';
}

/** Signs a new member up through the API (the identity journey covers the screens). */
export async function createAccount(
  app: RunningApp,
  {
    prefix,
    nickname,
    password = 'journey-pass-123',
    email = uniqueEmail(prefix),
  }: { prefix: string; nickname: string; password?: string; email?: string },
): Promise<Account> {
  await api(app, '/users/send-verification-email', { body: { email } });
  const { verificationToken } = await api<{ verificationToken: string }>(app, '/users/verify-email', {
    body: { email, code: await verificationCode(app, email) },
  });
  const auth = await api<Auth>(app, '/auth/signup', {
    body: { email, verificationToken, nickname, password, companyId: 1, agreedTermsIds: [1, 2, 3] },
  });
  return { email, nickname, ...auth };
}

export type SignedInOptions = {
  viewport?: keyof typeof VIEWPORTS;
  /**
   * Write the tokens only into a fresh origin, so reloads and new tabs keep the pair the app
   * refreshed itself; otherwise every page load starts from the account's original pair.
   */
  keepRefreshedTokens?: boolean;
};

/** A browser context already signed in as `auth`: the localStorage keys the app writes (lib/auth-storage.ts). */
export async function signedInContext(
  browser: Browser,
  app: RunningApp,
  auth: Auth,
  { viewport, keepRefreshedTokens = false }: SignedInOptions = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, app.baseUrl, viewport);
  await context.addInitScript(
    ({ stored, onlyOnce }) => {
      if (onlyOnce && localStorage.getItem('dongne.refreshToken')) return;
      localStorage.setItem('dongne.accessToken', stored.accessToken);
      localStorage.setItem('dongne.refreshToken', stored.refreshToken);
      localStorage.setItem('dongne.user', JSON.stringify(stored.user));
    },
    { stored: { accessToken: auth.accessToken, refreshToken: auth.refreshToken, user: auth.user }, onlyOnce: keepRefreshedTokens },
  );
  // The hint a signed-in browser sends with its page requests (apps/web/src/lib/first-screen-hints.ts):
  // the server then leaves the first screen to the app, as for a returning member.
  await context.addCookies([{ name: 'dongne_signed_in', value: '1', url: app.baseUrl }]);
  return context;
}

/**
 * A signed-in page at phone width (375 px) in a context of its own that keeps the tokens the app
 * refreshes; the context joins `contexts`, which the file closes after its journeys.
 */
export async function phonePage(browser: Browser, app: RunningApp, account: Auth, contexts: BrowserContext[]): Promise<Page> {
  const context = await signedInContext(browser, app, account, { viewport: 'mobile', keepRefreshedTokens: true });
  contexts.push(context);
  return context.newPage();
}

/** The toast with `text` in the app's notification region. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: text });
}

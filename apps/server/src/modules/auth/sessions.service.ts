import { type AuthSession, MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findLiveSession, listLiveSessions } from './sessions.repo.ts';
import { revokeFamily } from './tokens.repo.ts';
import { endSessions, revokeUserSessions } from './tokens.service.ts';

const BROWSERS: [RegExp, string][] = [
  [/KAKAOTALK/i, '카카오톡'],
  [/NAVER\(inapp|NAVER/, '네이버 앱'],
  [/Whale\//, '웨일'],
  [/SamsungBrowser\//, '삼성 인터넷'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|HeadlessChrome\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short, readable summary of a User-Agent: `Chrome · macOS`, `삼성 인터넷 · Android`, or `알 수 없는 기기`. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '알 수 없는 기기';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? '알 수 없는 기기';
}

/** The user's sign-ins not ended, newest first; `current` marks the one asking. */
export async function listSessions(deps: Deps, userId: number, currentId: string | null): Promise<AuthSession[]> {
  const rows = await listLiveSessions(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Logs one of the user's devices out; another user's or an unknown sign-in is 404. */
export async function endSession(deps: Deps, userId: number, sessionId: string): Promise<void> {
  const ended = await deps.db.transaction(async (tx) => {
    if (!(await findLiveSession(tx, sessionId, userId))) return false;
    await revokeFamily(tx, sessionId, deps.clock.now());
    return true;
  });
  if (!ended) throw notFound(MSG.sessionNotFound);
  await endSessions(deps, [sessionId]);
}

/** 다른 기기에서 모두 로그아웃: every sign-in of the user but the one asking. */
export async function endOtherSessions(deps: Deps, userId: number, currentId: string | null): Promise<void> {
  const ended = await deps.db.transaction((tx) => revokeUserSessions(deps, tx, userId, currentId));
  await endSessions(deps, ended);
}

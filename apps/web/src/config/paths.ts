/** Every route path of the web app, so links and routes never drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  /** After sign-up: interests and 동네. */
  onboarding: '/onboarding',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  passwordResetConfirm: '/password-reset/confirm/:token',
  explore: '/explore',
  groupsMy: '/groups/my',
  myGroups: '/my-groups',
  groupsCreate: '/groups/create',
  groupDetail: '/groups/:id',
  groupEdit: '/groups/:id/edit',
  /** The chat room as a screen of its own (phones; the desktop keeps the panel on the group page). */
  groupChat: '/groups/:id/chat',
  profile: '/profile',
  profileDetail: '/profile/:id',
  /** 로그인된 기기, in the signed-in user's profile settings. */
  profileDevices: '/profile/devices',
  /** 알림 설정 (contract §18): from the profile and the notifications page. */
  notificationSettings: '/settings/notifications',
  /** 회원탈퇴 (contract §12): what goes, what stays, the password, then /goodbye. */
  profileDelete: '/profile/delete',
  /** Shown once an account is deleted; public, as the session is over. */
  goodbye: '/goodbye',
  /** 차단한 사용자 (contract §11), in the signed-in user's profile settings. */
  profileBlocks: '/profile/blocks',
  postDetail: '/posts/:postId',
  postEdit: '/posts/:postId/edit',
  notifications: '/notifications',
  events: '/events',
  eventCreate: '/events/create',
  eventDetail: '/events/:id',
  eventEdit: '/events/:id/edit',
  terms: '/terms',
  privacy: '/privacy',
  devMail: '/dev/mail',
  /** The operators' console (contract §13). */
  admin: '/admin',
} as const;

export function groupPath(id: number | string): string {
  return `/groups/${encodeURIComponent(String(id))}`;
}

export function groupEditPath(id: number | string): string {
  return `${groupPath(id)}/edit`;
}

export function groupChatPath(id: number | string): string {
  return `${groupPath(id)}/chat`;
}

export function profilePath(id: number | string): string {
  return `/profile/${encodeURIComponent(String(id))}`;
}

export function postPath(id: number | string): string {
  return `/posts/${encodeURIComponent(String(id))}`;
}

export function postEditPath(id: number | string): string {
  return `${postPath(id)}/edit`;
}

export function eventPath(id: number | string): string {
  return `/events/${encodeURIComponent(String(id))}`;
}

export function eventEditPath(id: number | string): string {
  return `${eventPath(id)}/edit`;
}

/** The create form, with the group chosen in advance when it opens from a group page. */
export function eventCreatePath(groupId?: number | string): string {
  return groupId === undefined ? paths.eventCreate : `${paths.eventCreate}?groupId=${encodeURIComponent(String(groupId))}`;
}

import { lazy } from 'react';

// One chunk per screen keeps the first load to the shell; each import names its export.
export const HomeRoute = lazy(() => import('./routes/home.tsx').then((m) => ({ default: m.HomeRoute })));
export const LoginRoute = lazy(() => import('./routes/login.tsx').then((m) => ({ default: m.LoginRoute })));
export const SignupRoute = lazy(() => import('./routes/signup.tsx').then((m) => ({ default: m.SignupRoute })));
export const PasswordResetRoute = lazy(() => import('./routes/password-reset.tsx').then((m) => ({ default: m.PasswordResetRoute })));
export const PasswordResetConfirmRoute = lazy(() =>
  import('./routes/password-reset-confirm.tsx').then((m) => ({ default: m.PasswordResetConfirmRoute })),
);
export const LegalDocumentRoute = lazy(() => import('./routes/legal-document.tsx').then((m) => ({ default: m.LegalDocumentRoute })));
export const DevMailRoute = lazy(() => import('./routes/dev-mail.tsx').then((m) => ({ default: m.DevMailRoute })));
export const GroupDetailRoute = lazy(() => import('./routes/group-detail.tsx').then((m) => ({ default: m.GroupDetailRoute })));
export const GroupChatRoute = lazy(() => import('./routes/group-chat.tsx').then((m) => ({ default: m.GroupChatRoute })));
export const GroupCreateRoute = lazy(() => import('./routes/group-create.tsx').then((m) => ({ default: m.GroupCreateRoute })));
export const GroupEditRoute = lazy(() => import('./routes/group-edit.tsx').then((m) => ({ default: m.GroupEditRoute })));
export const ExploreRoute = lazy(() => import('./routes/explore.tsx').then((m) => ({ default: m.ExploreRoute })));
export const MyGroupsRoute = lazy(() => import('./routes/my-groups.tsx').then((m) => ({ default: m.MyGroupsRoute })));
export const PostDetailRoute = lazy(() => import('./routes/post-detail.tsx').then((m) => ({ default: m.PostDetailRoute })));
export const PostEditRoute = lazy(() => import('./routes/post-edit.tsx').then((m) => ({ default: m.PostEditRoute })));
export const NotificationsRoute = lazy(() => import('./routes/notifications.tsx').then((m) => ({ default: m.NotificationsRoute })));
export const NotificationSettingsRoute = lazy(() =>
  import('./routes/notification-settings.tsx').then((m) => ({ default: m.NotificationSettingsRoute })),
);
export const ProfileDevicesRoute = lazy(() => import('./routes/profile-devices.tsx').then((m) => ({ default: m.ProfileDevicesRoute })));
export const ProfileDeleteRoute = lazy(() => import('./routes/profile-delete.tsx').then((m) => ({ default: m.ProfileDeleteRoute })));
export const GoodbyeRoute = lazy(() => import('./routes/goodbye.tsx').then((m) => ({ default: m.GoodbyeRoute })));
export const ProfileBlocksRoute = lazy(() => import('./routes/profile-blocks.tsx').then((m) => ({ default: m.ProfileBlocksRoute })));
export const ProfileRoute = lazy(() => import('./routes/profile.tsx').then((m) => ({ default: m.ProfileRoute })));
export const EventsRoute = lazy(() => import('./routes/events.tsx').then((m) => ({ default: m.EventsRoute })));
export const EventDetailRoute = lazy(() => import('./routes/event-detail.tsx').then((m) => ({ default: m.EventDetailRoute })));
export const EventCreateRoute = lazy(() => import('./routes/event-create.tsx').then((m) => ({ default: m.EventCreateRoute })));
export const EventEditRoute = lazy(() => import('./routes/event-edit.tsx').then((m) => ({ default: m.EventEditRoute })));
export const AdminRoute = lazy(() => import('./routes/admin.tsx').then((m) => ({ default: m.AdminRoute })));
export const NotFoundRoute = lazy(() => import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })));
export const OnboardingRoute = lazy(() => import('./routes/onboarding.tsx').then((m) => ({ default: m.OnboardingRoute })));

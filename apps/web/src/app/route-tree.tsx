import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { FullScreenLayout } from './layout/full-screen-layout.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import {
  AdminRoute,
  DevMailRoute,
  EventCreateRoute,
  EventDetailRoute,
  EventEditRoute,
  EventsRoute,
  ExploreRoute,
  GoodbyeRoute,
  GroupChatRoute,
  GroupCreateRoute,
  GroupDetailRoute,
  GroupEditRoute,
  HomeRoute,
  LegalDocumentRoute,
  LoginRoute,
  MyGroupsRoute,
  NotFoundRoute,
  NotificationSettingsRoute,
  NotificationsRoute,
  OnboardingRoute,
  PasswordResetConfirmRoute,
  PasswordResetRoute,
  PostDetailRoute,
  PostEditRoute,
  ProfileBlocksRoute,
  ProfileDeleteRoute,
  ProfileDevicesRoute,
  ProfileRoute,
  SignupRoute,
} from './lazy-routes.ts';
import { RouteError } from './route-error.tsx';
import { GuestOnly, RequireAuth } from './route-guards.tsx';

/** Every screen, shared by the browser's router (`router.tsx`) and the server's first render (`entry-server.tsx`). */
export const routes: RouteObject[] = [
  {
    // Screens that fill the phone by themselves: no site header, footer or tab bar.
    element: <FullScreenLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireAuth />,
        children: [{ path: paths.groupChat, element: <GroupChatRoute /> }],
      },
    ],
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A second boundary inside the layout keeps the header on screen when a page fails.
        errorElement: <RouteError />,
        children: [
          { path: paths.home, element: <HomeRoute /> },
          {
            element: <GuestOnly />,
            children: [
              { path: paths.login, element: <LoginRoute /> },
              { path: paths.signup, element: <SignupRoute /> },
            ],
          },
          { path: paths.passwordReset, element: <PasswordResetRoute /> },
          { path: paths.forgotPassword, element: <Navigate to={paths.passwordReset} replace /> },
          { path: paths.passwordResetConfirm, element: <PasswordResetConfirmRoute /> },
          { path: paths.terms, element: <LegalDocumentRoute which="terms" /> },
          { path: paths.privacy, element: <LegalDocumentRoute which="privacy" /> },
          { path: paths.devMail, element: <DevMailRoute /> },
          { path: paths.goodbye, element: <GoodbyeRoute /> },
          { path: paths.explore, element: <ExploreRoute /> },
          { path: paths.groupDetail, element: <GroupDetailRoute /> },
          { path: paths.profileDetail, element: <ProfileRoute /> },
          { path: paths.postDetail, element: <PostDetailRoute /> },
          { path: paths.admin, element: <AdminRoute /> },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.onboarding, element: <OnboardingRoute /> },
              { path: paths.groupsMy, element: <MyGroupsRoute /> },
              { path: paths.myGroups, element: <Navigate to={paths.groupsMy} replace /> },
              { path: paths.groupsCreate, element: <GroupCreateRoute /> },
              { path: paths.groupEdit, element: <GroupEditRoute /> },
              { path: paths.postEdit, element: <PostEditRoute /> },
              { path: paths.profile, element: <ProfileRoute /> },
              { path: paths.profileDevices, element: <ProfileDevicesRoute /> },
              { path: paths.notificationSettings, element: <NotificationSettingsRoute /> },
              { path: paths.profileDelete, element: <ProfileDeleteRoute /> },
              { path: paths.profileBlocks, element: <ProfileBlocksRoute /> },
              { path: paths.notifications, element: <NotificationsRoute /> },
              { path: paths.events, element: <EventsRoute /> },
              { path: paths.eventCreate, element: <EventCreateRoute /> },
              { path: paths.eventDetail, element: <EventDetailRoute /> },
              { path: paths.eventEdit, element: <EventEditRoute /> },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

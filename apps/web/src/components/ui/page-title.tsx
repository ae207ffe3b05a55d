import { TEXT } from '@/config/messages.ts';

/** Sets the tab title (React 19 hoists <title> into <head>); screen readers announce it on navigation. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${TEXT.appName}` : TEXT.appName}</title>;
}

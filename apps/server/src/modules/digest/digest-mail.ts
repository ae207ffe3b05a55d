import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, render, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import type { DigestItem } from './digest.repo.ts';

/*
 * The daily digest's e-mail, written with react-email's components (docs/decisions.md): HTML with
 * inline styles that mail clients keep, and the plain-text part rendered from the same tree.
 * No web fonts: mail clients do not load them reliably, so Korean text uses the system's fonts.
 * Written with `createElement` because the server runs TypeScript by type stripping (no JSX).
 */

const FONT = "-apple-system,BlinkMacSystemFont,'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif";
/** The brand orange darkened so white text on it reads at 4.5:1. */
const BRAND = '#c24e00';
const styles = {
  body: { backgroundColor: '#f7f7f8', fontFamily: FONT, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '16px', maxWidth: '480px', padding: '32px' },
  heading: { color: '#17171a', fontSize: '20px', fontWeight: 700, margin: '0 0 12px' },
  intro: { color: '#3f3f46', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  itemTitle: { color: '#17171a', fontSize: '15px', fontWeight: 600, lineHeight: '22px', margin: '12px 0 0' },
  itemBody: { color: '#55555c', fontSize: '14px', lineHeight: '21px', margin: '2px 0 0' },
  more: { color: '#55555c', fontSize: '14px', margin: '12px 0 0' },
  button: {
    backgroundColor: BRAND,
    borderRadius: '10px',
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  footer: { color: '#6b6b73', fontSize: '12px', lineHeight: '19px', margin: '0' },
  footerLink: { color: '#6b6b73', textDecoration: 'underline' },
} as const;

const koreanDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

type DigestProps = { nickname: string; items: DigestItem[]; total: number; appUrl: string; unsubscribeUrl: string };

function DigestEmail({ nickname, items, total, appUrl, unsubscribeUrl }: DigestProps): ReactNode {
  const rest = total - items.length;
  return h(
    Html,
    { lang: 'ko' },
    h(Head, null),
    h(Preview, null, `읽지 않은 알림 ${total}개가 있어요`),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: 'h1', style: styles.heading }, `읽지 않은 알림 ${total}개`),
        h(Text, { style: styles.intro }, `${nickname}님, 동네모임을 하루 넘게 열지 않으신 사이에 이런 소식이 있었어요.`),
        h(
          Section,
          null,
          ...items.map((item) =>
            h(
              Section,
              { key: item.id },
              h(Text, { style: styles.itemTitle }, item.title),
              h(Text, { style: styles.itemBody }, `${item.message} · ${koreanDate.format(item.createdAt)}`),
            ),
          ),
          rest > 0 ? h(Text, { style: styles.more }, `외 ${rest}개의 알림`) : null,
        ),
        h(Section, { style: { margin: '24px 0' } }, h(Button, { href: `${appUrl}/notifications`, style: styles.button }, '알림 모두 보기')),
        h(Hr, { style: { borderColor: '#ececef', margin: '24px 0 16px' } }),
        h(
          Text,
          { style: styles.footer },
          '알림 설정에서 이메일 요약을 켠 분께 하루 한 번까지 보내요. ',
          h(Link, { href: `${appUrl}/settings/notifications`, style: styles.footerLink }, '알림 설정'),
          ' · ',
          h(Link, { href: unsubscribeUrl, style: styles.footerLink }, '이메일 요약 수신 거부'),
        ),
      ),
    ),
  );
}

/** The digest's subject, HTML and text (Korean). */
export async function digestMail(props: DigestProps): Promise<{ subject: string; html: string; text: string }> {
  const element = h(DigestEmail, props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `[동네모임] 읽지 않은 알림 ${props.total}개`, html, text };
}

/** The small page of the unsubscribe link: one button (a scanner opening the link changes nothing), then the result. */
export function unsubscribePage({ token, done }: { token: string; done: boolean }): string {
  const body = done
    ? '<h1>수신 거부되었어요</h1><p>이제 이메일 요약을 보내지 않아요. 알림 설정에서 언제든 다시 켤 수 있어요.</p>'
    : `<h1>이메일 요약 수신 거부</h1><p>하루 한 번 보내는 읽지 않은 알림 요약 메일을 더 받지 않을까요?</p>
<form method="post" action="/api/mail/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">수신 거부</button></form>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>이메일 요약 수신 거부 · 동네모임</title><meta name="robots" content="noindex">
<style>body{font-family:${FONT};background:#f7f7f8;margin:0;padding:24px;color:#17171a}main{max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:28px}h1{font-size:20px;margin:0 0 12px}p{color:#3f3f46;line-height:1.6}button{background:${BRAND};color:#fff;border:0;border-radius:10px;padding:12px 20px;font-size:15px;font-weight:600;min-height:44px}a{color:#3f3f46}</style></head>
<body><main>${body}<p><a href="/settings/notifications">알림 설정으로 가기</a></p></main></body></html>`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const IGNORE_IF_NOT_YOU = '동네모임 · 본인이 요청하지 않았다면 이 메일은 무시해주세요.';

function layout(title: string, body: string, footer = IGNORE_IF_NOT_YOU): string {
  return `<!doctype html><html lang="ko"><body style="font-family:'Pretendard','Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f7f7f8;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#8b8b93;font-size:12px;margin-top:32px">${escapeHtml(footer)}</p></div></body></html>`;
}

export function verificationMail(code: string, companyName: string) {
  return {
    subject: `[동네모임] 인증번호 ${code}`,
    text: `${companyName} 이메일 인증번호는 ${code} 입니다.\n5분 안에 입력해주세요.`,
    html: layout(
      '이메일 인증번호',
      `<p>${escapeHtml(companyName)} 이메일 인증번호입니다. 5분 안에 입력해주세요.</p><p style="font-size:32px;font-weight:700;letter-spacing:8px">${code}</p>`,
    ),
  };
}

export function passwordResetMail(link: string, nickname: string) {
  return {
    subject: '[동네모임] 비밀번호 재설정 안내',
    text: `${nickname}님, 아래 링크에서 새 비밀번호를 설정해주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.\n${link}`,
    html: layout(
      '비밀번호 재설정',
      `<p>${escapeHtml(nickname)}님, 아래 버튼을 눌러 새 비밀번호를 설정해주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ff6f0f;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none">비밀번호 재설정하기</a></p>
<p style="word-break:break-all;color:#55555c;font-size:13px">${escapeHtml(link)}</p>`,
    ),
  };
}

const koreanTime = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long', timeStyle: 'short' });

/** Sent after a password change (contract §16): when, from which device, and what to do if it was not the owner. */
export function passwordChangedMail({
  nickname,
  at,
  device,
  resetLink,
}: {
  nickname: string;
  at: Date;
  device: string;
  resetLink: string;
}) {
  const when = `${koreanTime.format(at)} (한국 시간)`;
  return {
    subject: '[동네모임] 비밀번호가 변경되었습니다',
    text: `${nickname}님, 비밀번호가 변경되었습니다.\n변경 시각: ${when}\n기기: ${device}\n다른 기기에서는 모두 로그아웃되었습니다.\n본인이 변경하지 않았다면 아래 링크에서 바로 비밀번호를 재설정해주세요.\n${resetLink}`,
    html: layout(
      '비밀번호가 변경되었습니다',
      `<p>${escapeHtml(nickname)}님, 비밀번호가 변경되었습니다. 다른 기기에서는 모두 로그아웃되었습니다.</p>
<p style="color:#55555c;font-size:14px">변경 시각: ${escapeHtml(when)}<br>기기: ${escapeHtml(device)}</p>
<p>본인이 변경하지 않았다면 바로 비밀번호를 재설정해주세요.</p>
<p><a href="${escapeHtml(resetLink)}" style="display:inline-block;background:#ff6f0f;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none">비밀번호 재설정하기</a></p>`,
      '동네모임 · 이 메일은 계정 보호를 위해 보내드렸습니다.',
    ),
  };
}

/** An event reminder for those who chose reminders by e-mail (contract §18). */
export function eventReminderMail({
  nickname,
  title,
  groupName,
  eventDate,
  location,
  link,
  soon,
}: {
  nickname: string;
  title: string;
  groupName: string;
  eventDate: Date;
  location: string;
  link: string;
  soon: boolean;
}) {
  const when = koreanTime.format(eventDate);
  const lead = soon ? '한 시간 안에 시작해요.' : '24시간 안에 열려요.';
  const heading = `${title} ${soon ? '곧 시작해요' : '다가와요'}`;
  return {
    subject: `[동네모임] ${heading}`,
    text: `${nickname}님, ${groupName}의 '${title}' 정모가 ${lead}\n일시: ${when}\n장소: ${location}\n${link}\n\n알림 설정에서 이메일 알림을 끌 수 있어요.`,
    html: layout(
      heading,
      `<p>${escapeHtml(nickname)}님, ${escapeHtml(groupName)}의 '${escapeHtml(title)}' 정모가 ${lead}</p>
<p>일시: ${escapeHtml(when)}<br>장소: ${escapeHtml(location)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ff6f0f;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none">정모 보기</a></p>`,
      '동네모임 · 알림 설정에서 이메일 알림을 끌 수 있어요.',
    ),
  };
}

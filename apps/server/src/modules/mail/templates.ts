const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><body style="font-family:'Pretendard','Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f7f7f8;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#8b8b93;font-size:12px;margin-top:32px">동네모임 · 본인이 요청하지 않았다면 이 메일은 무시해주세요.</p></div></body></html>`;
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

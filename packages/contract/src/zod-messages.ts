import type { z } from 'zod';

// zod's own Korean locale speaks of types and bounds (`잘못된 입력: 예상 타입은 number, 받은 타입은
// NaN입니다`, `number이 너무 큽니다: 50 이하여야 합니다`); contract §3 wants a sentence a person
// understands. These are used wherever a schema gives no message of its own.
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

type Issue = z.core.$ZodRawIssue;

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return '필수 항목입니다.';
  switch (issue.expected) {
    case 'int':
      return typeof issue.input === 'number' ? '소수점 없는 숫자를 입력해주세요.' : '숫자를 입력해주세요.';
    case 'number':
    case 'bigint':
      return '숫자를 입력해주세요.';
    case 'string':
      return '글자로 입력해주세요.';
    case 'array':
      return '목록 형식으로 보내주세요.';
    default:
      return '형식이 올바르지 않습니다.';
  }
}

function boundMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const isMax = issue.code === 'too_big';
  const bound = Number(isMax ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (!isMax && bound <= 1) return '내용을 입력해주세요.';
      return isMax ? `${bound}자 이하로 입력해주세요.` : `${bound}자 이상 입력해주세요.`;
    case 'array':
    case 'set':
      return isMax ? `${bound}개까지 보낼 수 있습니다.` : `${bound}개 이상 보내주세요.`;
    case 'file':
      return isMax ? '파일이 너무 큽니다.' : '파일이 너무 작습니다.';
    case 'date':
      return isMax ? '날짜가 너무 늦습니다.' : '날짜가 너무 이릅니다.';
    default:
      if (Math.abs(bound) >= MAX_SAFE) return isMax ? '너무 큰 숫자입니다.' : '너무 작은 숫자입니다.';
      if (isMax) return inclusive ? `${bound} 이하의 숫자를 입력해주세요.` : `${bound}보다 작은 숫자를 입력해주세요.`;
      return inclusive ? `${bound} 이상의 숫자를 입력해주세요.` : `${bound}보다 큰 숫자를 입력해주세요.`;
  }
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return '올바른 이메일 주소를 입력해주세요.';
    case 'url':
      return '올바른 주소(URL)를 입력해주세요.';
    case 'datetime':
    case 'date':
    case 'time':
      return '날짜나 시간의 형식이 올바르지 않습니다.';
    default:
      return '형식이 올바르지 않습니다.';
  }
}

/** A Korean sentence for a person for any issue a schema left without a message of its own. */
export function plainIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_big':
    case 'too_small':
      return boundMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value':
      return '고를 수 없는 값입니다.';
    case 'unrecognized_keys':
      return '알 수 없는 항목이 있습니다.';
    default:
      return '입력값이 올바르지 않습니다.';
  }
}

import { CHAT_TEXT } from '@/features/chat/chat-text.ts';

/** '○○님이 입력 중…', two names, or the first name and how many more; null when nobody types. */
export function typingText(nicknames: readonly string[]): string | null {
  const [first, second] = nicknames;
  if (first === undefined) return null;
  if (second === undefined) return CHAT_TEXT.typingOne(first);
  if (nicknames.length === 2) return CHAT_TEXT.typingTwo(first, second);
  return CHAT_TEXT.typingMany(first, nicknames.length - 1);
}

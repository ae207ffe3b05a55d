import { typingText } from '@/features/chat/lib/typing-text.ts';

/**
 * '○○님이 입력 중…' under the list. The line keeps its height when empty so the list does not
 * jump; it is not a live region, since announcing every start and stop would drown the messages.
 */
export function TypingIndicator({ nicknames }: { nicknames: readonly string[] }) {
  const text = typingText(nicknames);
  return (
    <div className="flex h-6 items-center gap-2 px-4 text-xs text-gray-500">
      {text && (
        <>
          <span aria-hidden="true" className="flex gap-0.5">
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-1 animate-bounce rounded-full bg-gray-400" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </span>
          <span className="truncate">{text}</span>
        </>
      )}
    </div>
  );
}

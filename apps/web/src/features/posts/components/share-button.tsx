import { Share2 } from 'lucide-react';
import { postPath } from '@/config/paths.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { copyWithToast } from '@/lib/clipboard.ts';

/** Copies the post's address and says so. */
export function ShareButton({ postId }: { postId: number }) {
  const onClick = async () => {
    const url = new URL(postPath(postId), window.location.origin).toString();
    await copyWithToast(url, { copied: POST_TEXT.linkCopied, failed: POST_TEXT.copyFailed });
  };
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-gray-700 transition-colors hover:bg-gray-100"
    >
      <Share2 className="size-[18px]" aria-hidden="true" />
      {POST_TEXT.share}
      <span className="sr-only">{POST_TEXT.shareLabel}</span>
    </button>
  );
}

import { Share2 } from 'lucide-react';
import { postPath } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { POST_TEXT } from '../post-messages.ts';

// Without a secure context (plain http on a LAN address) the Clipboard API is missing; the old
// selection-and-copy command still works there.
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall through to the selection copy.
  }
  return copyWithSelection(text);
}

/** Copies the post's address and says so (brief: share copies the link). */
export function ShareButton({ postId }: { postId: number }) {
  const onClick = async () => {
    const url = new URL(postPath(postId), window.location.origin).toString();
    if (await copyText(url)) notify.success(POST_TEXT.linkCopied);
    else notify.error(POST_TEXT.copyFailed);
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

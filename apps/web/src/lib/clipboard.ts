import { notify } from './notify.ts';

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

/** Copies text to the clipboard; false when the browser refused both ways. */
async function copyText(text: string): Promise<boolean> {
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

/** Copies `text` and says in a toast whether it worked (links of posts and events, calendar feeds). */
export async function copyWithToast(text: string, { copied, failed }: { copied: string; failed: string }): Promise<void> {
  if (await copyText(text)) notify.success(copied);
  else notify.error(failed);
}

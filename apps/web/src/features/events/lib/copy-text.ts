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

/** A feed address as calendar apps open it: absolute, and webcal: so the OS hands it to the calendar. */
export function feedUrlsOf(feedUrl: string, origin: string = window.location.origin): { https: string; webcal: string } {
  const absolute = new URL(feedUrl, origin).toString();
  return { https: absolute, webcal: absolute.replace(/^https?:/, 'webcal:') };
}

/** The parts of a keydown the Enter rule needs (a React or a DOM event both fit). */
export type EnterKeyEvent = { key: string; shiftKey: boolean; keyCode: number; isComposing: boolean };

/**
 * What a keydown in the message box does:
 * - `default`: the browser's own behaviour (any other key; Shift+Enter breaks the line);
 * - `ime`: the IME owns this Enter (it commits the syllable), so we stay out of its way;
 * - `hold`: our composition flag says a syllable is still open although the browser did not
 *   mark the key, so Enter neither sends nor adds a line;
 * - `send`: send the message.
 */
export type EnterAction = 'default' | 'ime' | 'hold' | 'send';

/** Chrome and Safari report keyCode 229 for a key the IME takes (the "Process" key). */
const IME_PROCESS_KEY_CODE = 229;

/**
 * Enter without Shift sends, except while Hangul is being composed. Three signals cover the
 * browsers: `isComposing` (Chrome, Firefox), keyCode 229 (Safari fires compositionend first),
 * and our own flag from composition events. Ignoring that keydown is what stops the classic
 * double send of the last syllable; the keydown that follows the commit sends once.
 */
export function enterAction(event: EnterKeyEvent, isComposingNow: boolean): EnterAction {
  if (event.key !== 'Enter' || event.shiftKey) return 'default';
  if (event.isComposing || event.keyCode === IME_PROCESS_KEY_CODE) return 'ime';
  return isComposingNow ? 'hold' : 'send';
}

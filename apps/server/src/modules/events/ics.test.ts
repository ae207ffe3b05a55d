import { describe, expect, it } from 'vitest';
import { escapeText } from './ics.ts';

describe('escapeText', () => {
  it('escapes backslashes, semicolons and commas', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('turns every line break, a bare CR included, into \\n so no text can start a property of its own', () => {
    const escaped = escapeText('Meet\rBEGIN:VALARM\nX\r\nY');
    expect(escaped).toBe('Meet\\nBEGIN:VALARM\\nX\\nY');
    expect(escaped).not.toMatch(/[\r\n]/);
  });
});

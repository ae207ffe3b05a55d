import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url.ts';

describe('resolveImageUrl', () => {
  it('keeps upload paths root-relative, the same on the server render and in the browser', () => {
    expect(resolveImageUrl('/uploads/group/a.webp')).toBe('/uploads/group/a.webp');
    expect(resolveImageUrl('uploads/group/a.webp')).toBe('/uploads/group/a.webp');
  });

  it('leaves absolute, protocol-relative, data and blob addresses alone', () => {
    for (const url of ['https://cdn.example.com/a.webp', '//cdn.example.com/a.webp', 'data:image/png;base64,AA', 'blob:http://x/1'])
      expect(resolveImageUrl(url)).toBe(url);
  });

  it('answers null for no address', () => {
    expect(resolveImageUrl(null)).toBeNull();
    expect(resolveImageUrl('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { placeSummaryOf, safeLinkOf } from './card-format.ts';

describe('place', () => {
  it('links only web addresses, never a script', () => {
    expect(safeLinkOf(' https://zoom.us/j/123 ')).toBe('https://zoom.us/j/123');
    expect(safeLinkOf('javascript:alert(1)')).toBeNull();
    expect(safeLinkOf('강남역 카페')).toBeNull();
  });

  it('shows an online link by its host on a card, and a place as written', () => {
    expect(placeSummaryOf('https://meet.google.com/abc-defg-hij', true)).toBe('meet.google.com');
    expect(placeSummaryOf('디스코드 음성 채널', true)).toBe('디스코드 음성 채널');
    expect(placeSummaryOf('선릉역 1번 출구', false)).toBe('선릉역 1번 출구');
  });
});

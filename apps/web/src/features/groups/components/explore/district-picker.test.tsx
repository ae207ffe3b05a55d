import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KNOWN_LOCATIONS } from '@/app/known-locations.ts';
import { DistrictPicker } from './district-picker.tsx';

const MAPO = KNOWN_LOCATIONS.find((location) => location.district === '마포구')?.id ?? 0;
const GANGNAM = KNOWN_LOCATIONS.find((location) => location.district === '강남구')?.id ?? 0;
const near = () => screen.getByRole('checkbox', { name: /가까운 동네 포함/ }) as HTMLInputElement;
const district = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('DistrictPicker', () => {
  it('shows a tap at once while the choice it reports has not come back yet (explore keeps it in the URL)', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DistrictPicker locations={[...KNOWN_LOCATIONS]} value={[MAPO]} near={false} onChange={onChange} />);

    fireEvent.click(near());
    expect(onChange).toHaveBeenLastCalledWith({ near: true });
    expect(near().checked).toBe(true);
    fireEvent.click(district('강남구'));
    expect(onChange).toHaveBeenLastCalledWith({ locationIds: [MAPO, GANGNAM] });
    expect(district('강남구').getAttribute('aria-pressed')).toBe('true');

    // The URL settles on something else (a reset): the props win over the taps.
    rerender(<DistrictPicker locations={[...KNOWN_LOCATIONS]} value={[]} near={false} onChange={onChange} />);
    expect(near().checked).toBe(false);
    expect(district('마포구').getAttribute('aria-pressed')).toBe('false');
    expect(district('강남구').getAttribute('aria-pressed')).toBe('false');
  });
});

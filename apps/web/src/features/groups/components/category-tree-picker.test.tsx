import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CategoryTreePicker } from './category-tree-picker.tsx';

function Multiple({ initial = [] }: { initial?: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CategoryTreePicker mode="multiple" value={value} onChange={setValue} />
      <output aria-label="선택값">{value.join(',')}</output>
    </>
  );
}

function Single() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <CategoryTreePicker mode="single" value={value} onChange={setValue} />
      <output aria-label="선택값">{String(value)}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: '선택값' }).textContent;

// Fifteen rows of native inputs are slow to query in jsdom when the whole suite runs in parallel.
describe('CategoryTreePicker', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // The server is unreachable: the picker still offers fallback list A.
    mockApi(() => ({ status: 503 }));
  });

  it('selects several categories in order and counts them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Multiple />);
    await user.click(await screen.findByRole('checkbox', { name: '독서/인문학' }));
    await user.click(screen.getByRole('button', { name: '운동/스포츠/관람 세부 카테고리' }));
    await user.click(screen.getByRole('checkbox', { name: '러닝' }));
    expect(chosen()).toBe('9,401');
    expect(screen.getByText('2개 선택됨')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '독서/인문학' }));
    expect(chosen()).toBe('401');
    expect(screen.getByText('1개 선택됨')).toBeInTheDocument();
  });

  it('expands and collapses sub-categories with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Multiple />);
    const expand = await screen.findByRole('button', { name: '사진/영상 세부 카테고리' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expand.focus();
    await user.keyboard('{Enter}');
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(chosen()).toBe('701');
    await user.click(expand);
    expect(screen.queryByRole('checkbox', { name: '사진 출사' })).not.toBeInTheDocument();
  });

  it('opens the parents of a preselected sub-category', async () => {
    renderWithProviders(<Multiple initial={[1002]} />);
    expect(await screen.findByRole('checkbox', { name: '일본어' })).toBeChecked();
  });

  it('single mode is a radio group with an "all" choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Single />);
    expect(screen.getByRole('radiogroup', { name: '카테고리' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '전체' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '외국어' }));
    expect(chosen()).toBe('10');
    await user.click(screen.getByRole('radio', { name: '전체' }));
    expect(chosen()).toBe('null');
  });
});

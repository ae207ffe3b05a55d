import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExploreSearchBox, SEARCH_DEBOUNCE_MS } from './search-box.tsx';

const box = () => screen.getByRole('searchbox', { name: '모임 검색' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ExploreSearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('commits the trimmed text 500 ms after the last keystroke, once', () => {
    const onCommit = vi.fn();
    render(<ExploreSearchBox value="" onCommit={onCommit} />);
    type('러');
    wait(300);
    type('러닝 ');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();
    wait(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('러닝');
  });

  it('commits at once on Enter and cancels the pending commit', () => {
    const onCommit = vi.fn();
    render(<ExploreSearchBox value="" onCommit={onCommit} />);
    type('독서');
    fireEvent.submit(box());
    expect(onCommit).toHaveBeenCalledWith('독서');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('clears with its button and follows a value changed from outside', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<ExploreSearchBox value="등산" onCommit={onCommit} />);
    expect(box()).toHaveValue('등산');
    fireEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(onCommit).toHaveBeenLastCalledWith('');
    expect(box()).toHaveValue('');
    rerender(<ExploreSearchBox value="캠핑" onCommit={onCommit} />);
    expect(box()).toHaveValue('캠핑');
  });

  it('keeps a trailing space still being typed when its own commit comes back', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<ExploreSearchBox value="" onCommit={onCommit} />);
    type('러닝 ');
    wait(SEARCH_DEBOUNCE_MS);
    rerender(<ExploreSearchBox value="러닝" onCommit={onCommit} />);
    expect(box()).toHaveValue('러닝 ');
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/ui/modal.tsx';
import { notify } from '@/lib/notify.ts';
import { AppToaster } from './app-toaster.tsx';

function asPhone(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const toaster = () => document.querySelector('[data-sonner-toaster]');

describe('AppToaster', () => {
  beforeEach(() => asPhone(true));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a phone’s toasts at the bottom, above the tab bar', async () => {
    render(<AppToaster />);
    act(() => notify.success('저장했어요'));
    await screen.findByText('저장했어요');
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
  });

  it('moves them to the top while a bottom sheet is open, and back when it closes', async () => {
    const { rerender } = render(
      <>
        <AppToaster />
        <Modal isOpen title="신고하기" onClose={() => undefined}>
          <p>내용</p>
        </Modal>
      </>,
    );
    act(() => notify.error('사유를 골라주세요'));
    await screen.findByText('사유를 골라주세요');
    expect(toaster()).toHaveAttribute('data-y-position', 'top');
    rerender(
      <>
        <AppToaster />
        <Modal isOpen={false} title="신고하기" onClose={() => undefined}>
          <p>내용</p>
        </Modal>
      </>,
    );
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>프로필 수정</Button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="프로필 수정" size="lg">
        <input aria-label="닉네임" />
        <Button>저장</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that keeps focus inside and ignores Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '프로필 수정' }));

    const dialog = screen.getByRole('dialog', { name: '프로필 수정' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '저장' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '저장' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: '프로필 수정' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape when it holds nothing half-filled (closeOnEscape), focus back to the opener', async () => {
    function Offer() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setIsOpen(true)}>안내 보기</Button>
          <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="안내" showCloseButton={false} closeOnEscape>
            <Button>알겠어요</Button>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Offer />);
    const opener = screen.getByRole('button', { name: '안내 보기' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: '알겠어요' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

import { CHAT_MESSAGE_MAX } from '@dongne/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput } from './chat-input.tsx';

function setup(onSend: (text: string) => Promise<void> = vi.fn(async () => undefined)) {
  const send = vi.fn(onSend);
  render(<ChatInput onSend={send} onPickImage={vi.fn()} />);
  const textbox = screen.getByRole('textbox', { name: '메시지 입력' });
  const sendButton = screen.getByRole('button', { name: '보내기' });
  return { send, textbox, sendButton };
}

/** What a Korean IME does while '안녕' is typed: the value changes inside a composition. */
function composeHangul(textbox: HTMLElement, text: string) {
  fireEvent.compositionStart(textbox);
  fireEvent.compositionUpdate(textbox, { data: text.slice(-1) });
  fireEvent.change(textbox, { target: { value: text } });
}

describe('ChatInput: Enter and Hangul composition', () => {
  it('does not send on Enter while a syllable is being composed, then sends once after compositionend', () => {
    const { send, textbox } = setup();
    composeHangul(textbox, '안녕');

    // Held: no send, and no line break either (the default is prevented).
    expect(fireEvent.keyDown(textbox, { key: 'Enter' })).toBe(false);
    expect(send).not.toHaveBeenCalled();

    fireEvent.compositionEnd(textbox, { data: '녕' });
    fireEvent.keyDown(textbox, { key: 'Enter' });
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('안녕', []);
  });

  it('ignores the keydown the IME reports as composing (isComposing, or keyCode 229 in Safari)', () => {
    const { send, textbox } = setup();
    fireEvent.change(textbox, { target: { value: '안녕하세요' } });
    // The IME's own Enter commits the syllable: left alone, default not prevented.
    expect(fireEvent.keyDown(textbox, { key: 'Enter', isComposing: true })).toBe(true);
    expect(fireEvent.keyDown(textbox, { key: 'Enter', keyCode: 229 })).toBe(true);
    expect(send).not.toHaveBeenCalled();
    // The Enter Chrome fires after committing the syllable is the one that sends.
    fireEvent.keyDown(textbox, { key: 'Enter', keyCode: 13 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('breaks the line on Shift+Enter and sends on Enter, trimmed', async () => {
    const user = userEvent.setup();
    const { send, textbox } = setup();
    await user.type(textbox, '  첫 줄{Shift>}{Enter}{/Shift}둘째 줄  ');
    expect(textbox).toHaveValue('  첫 줄\n둘째 줄  ');
    expect(send).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith('첫 줄\n둘째 줄', []);
    expect(textbox).toHaveValue('');
  });

  it('forgets a composition cut short by leaving the box', () => {
    const { send, textbox } = setup();
    composeHangul(textbox, '반가워');
    fireEvent.blur(textbox);
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(send).toHaveBeenCalledWith('반가워', []);
  });
});

describe('ChatInput: when sending is off', () => {
  it('is off while the draft is empty or only spaces', async () => {
    const user = userEvent.setup();
    const { send, textbox, sendButton } = setup();
    expect(sendButton).toBeDisabled();
    await user.type(textbox, '   ');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(send).not.toHaveBeenCalled();
    await user.type(textbox, '네');
    expect(sendButton).toBeEnabled();
  });

  it('is off while a send is in flight, and a refused message comes back to the box', async () => {
    const user = userEvent.setup();
    let reject: (error: Error) => void = () => undefined;
    const { send, textbox, sendButton } = setup(() => new Promise<void>((_, fail) => (reject = fail)));
    await user.type(textbox, '첫 메시지{Enter}');
    expect(textbox).toHaveValue('');
    await user.type(textbox, '둘째');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);

    await user.clear(textbox);
    reject(new Error('refused'));
    await vi.waitFor(() => expect(textbox).toHaveValue('첫 메시지'));
    expect(sendButton).toBeEnabled();
  });

  it('is off past 1000 characters and says why', () => {
    const { sendButton, textbox } = setup();
    fireEvent.change(textbox, { target: { value: '가'.repeat(CHAT_MESSAGE_MAX + 1) } });
    expect(sendButton).toBeDisabled();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/메시지는 1000자 이하로 입력해주세요/)).toBeInTheDocument();
  });
});

describe('ChatInput: answering a message (답장)', () => {
  const quote = { id: 7, senderNickname: '여의도러너', content: '토요일 7시 어때요?', isDeleted: false };

  it('shows whom it answers, takes the cursor, and is cancelled by its button or by Esc', async () => {
    const cancel = vi.fn();
    const { rerender } = render(<ChatInput onSend={vi.fn(async () => undefined)} onPickImage={vi.fn()} />);
    expect(screen.queryByText('여의도러너님에게 답장')).toBeNull();
    rerender(<ChatInput onSend={vi.fn(async () => undefined)} onPickImage={vi.fn()} replyTo={quote} onCancelReply={cancel} />);
    expect(screen.getByText('여의도러너님에게 답장')).toBeTruthy();
    expect(screen.getByText('토요일 7시 어때요?')).toBeTruthy();
    const textbox = screen.getByRole('textbox', { name: '메시지 입력' });
    expect(document.activeElement).toBe(textbox);

    await userEvent.click(screen.getByRole('button', { name: '답장 취소' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(textbox, { key: 'Escape' });
    expect(cancel).toHaveBeenCalledTimes(2);
    // Esc that ends a Hangul composition belongs to the IME.
    fireEvent.keyDown(textbox, { key: 'Escape', isComposing: true });
    expect(cancel).toHaveBeenCalledTimes(2);
  });
});

describe('ChatInput: mentioning a member (@멘션)', () => {
  const candidates = [
    { id: 2, nickname: '여의도러너', profileImage: null },
    { id: 3, nickname: '여의나루', profileImage: null },
  ];

  it('offers the members after @, picks one with the arrows and Enter, and sends its id with the text', async () => {
    const send = vi.fn(async () => undefined);
    const query = vi.fn();
    render(<ChatInput onSend={send} onPickImage={vi.fn()} mentionCandidates={candidates} onMentionQuery={query} />);
    const textbox = screen.getByRole('textbox', { name: '메시지 입력' });
    fireEvent.change(textbox, { target: { value: '내일 @여의' } });
    expect(query).toHaveBeenLastCalledWith('여의');
    const list = screen.getByRole('listbox', { name: '멘션할 멤버' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['여의도러너', '여의나루']);
    expect(textbox.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]?.id);

    fireEvent.keyDown(textbox, { key: 'ArrowDown' });
    // Enter while a syllable is composed belongs to the IME.
    fireEvent.compositionStart(textbox);
    fireEvent.keyDown(textbox, { key: 'Enter', isComposing: true });
    expect((textbox as HTMLTextAreaElement).value).toBe('내일 @여의');
    fireEvent.compositionEnd(textbox);
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect((textbox as HTMLTextAreaElement).value).toBe('내일 @여의나루 ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(textbox, { target: { value: '내일 @여의나루 같이 가요' } });
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(send).toHaveBeenCalledWith('내일 @여의나루 같이 가요', [3]);
  });

  it('closes the list when the caret leaves the name being typed', () => {
    render(
      <ChatInput onSend={vi.fn(async () => undefined)} onPickImage={vi.fn()} mentionCandidates={candidates} onMentionQuery={vi.fn()} />,
    );
    const textbox = screen.getByRole('textbox', { name: '메시지 입력' }) as HTMLTextAreaElement;
    fireEvent.change(textbox, { target: { value: '안녕 @여' } });
    expect(screen.getByRole('listbox')).toBeTruthy();
    textbox.setSelectionRange(1, 1);
    fireEvent.select(textbox);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

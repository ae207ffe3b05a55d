import type { ChatMessage } from '@dongne/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { MessageBubble } from './message-bubble.tsx';

describe('a blocked sender’s message (contract §11)', () => {
  it('shows a blocked sender’s chat message as the placeholder, never as an image', () => {
    const message: ChatMessage = {
      id: 5,
      groupId: 3,
      senderId: 2,
      senderNickname: '여의도러너',
      senderProfileImage: null,
      content: '차단한 사용자의 글입니다.',
      messageType: 'TEXT',
      isDeleted: false,
      isHidden: false,
      clientId: null,
      viewerCan: { delete: false, report: true, block: true, pinNotice: false },
      unreadCount: 0,
      reactions: [],
      replyTo: null,
      mentions: [],
      createdAt: '2026-11-03T10:05:00.000Z',
      isBlocked: true,
    };
    renderWithProviders(<MessageBubble message={message} isMine={false} isFirstInRun />);
    expect(screen.getByText('차단한 사용자의 글입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

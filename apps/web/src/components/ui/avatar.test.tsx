import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it("names a member's photo, and the default icon once the photo fails to load", () => {
    render(<Avatar nickname="망원러너" src="/uploads/profile/1.webp" />);
    const photo = screen.getByRole('img', { name: '망원러너님의 프로필 사진' });
    expect(photo).toHaveAttribute('src', '/uploads/profile/1.webp');

    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: '망원러너님의 프로필 사진' }).tagName).toBe('SPAN');
  });

  it('stays out of the reading beside a visible nickname, and where only a real photo is named', () => {
    const { container } = render(
      <>
        <Avatar src={null} />
        <Avatar nickname="망원러너" src={null} namesIcon={false} />
      </>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(2);
  });
});

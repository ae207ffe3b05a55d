import { MSG } from '@dongne/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageUploader, type ImageValue } from './image-uploader.tsx';

function Harness({ initial = null, onChange = () => undefined }: { initial?: ImageValue; onChange?: (value: ImageValue) => void }) {
  const [value, setValue] = useState<ImageValue>(initial);
  return (
    <ImageUploader
      label="대표 이미지"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function fileOf(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('ImageUploader', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the preview only needs a string.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('refuses a non-image and a file over 5 MB before any upload, with Korean messages', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('대표 이미지');
    await user.upload(input, fileOf('memo.pdf', 'application/pdf', 10));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.imageType);
    await user.upload(input, fileOf('big.png', 'image/png', 5_242_881));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.imageTooLarge);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('previews a picked image with alt text and removes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: /이미지 선택/ })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('대표 이미지'), fileOf('run.webp', 'image/webp', 5_242_880));
    expect(await screen.findByRole('img', { name: '대표 이미지 미리보기' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: '이미지 삭제' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /이미지 선택/ })).toBeInTheDocument();
  });

  it('shows a stored image by its absolute URL', () => {
    render(<Harness initial="/uploads/group/a.webp" />);
    expect(screen.getByRole('img', { name: '대표 이미지 미리보기' })).toHaveAttribute('src', '/uploads/group/a.webp');
  });
});

import { MSG, POST_MSG } from '@dongne/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { PostForm, type PostFormValues } from './post-form.tsx';

function image(name: string, bytes = 1024, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function renderForm(onSubmit: (values: PostFormValues) => Promise<void> = async () => undefined) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<PostForm groupId={5} submitLabel="등록" failureMessage="게시글 등록에 실패했습니다." onSubmit={onSubmit} />);
  return { user, picker: screen.getByLabelText('사진 추가') };
}

describe('PostForm images (spec §5 Images)', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the thumbnails only need a string.
    URL.createObjectURL = vi.fn(() => 'blob:thumbnail');
    URL.revokeObjectURL = vi.fn();
  });

  it('takes at most 10 photos, shows n/10 and turns the add button off at 10', async () => {
    const { user, picker } = renderForm();
    await user.upload(picker, [image('1.png'), image('2.png'), image('3.png')]);
    expect(screen.getByRole('button', { name: '사진 추가 3/10' })).toBeEnabled();
    expect(screen.getAllByRole('img', { name: /첨부한 이미지/ })).toHaveLength(3);

    await user.upload(
      picker,
      Array.from({ length: 8 }, (_, index) => image(`more-${index}.jpg`, 1024, 'image/jpeg')),
    );
    expect(screen.getAllByRole('img', { name: /첨부한 이미지/ })).toHaveLength(10);
    expect(screen.getByRole('alert')).toHaveTextContent(POST_MSG.tooManyImages);
    expect(screen.getByRole('button', { name: '사진 추가 10/10' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '이미지 10 삭제' }));
    expect(screen.getByRole('button', { name: '사진 추가 9/10' })).toBeEnabled();
  });

  it('refuses a non-image and a photo over 5 MB before any upload, keeping the good ones', async () => {
    const calls: string[] = [];
    mockApi((config) => {
      calls.push(config.url ?? '');
      return { status: 500 };
    });
    const { user, picker } = renderForm();
    await user.upload(picker, [image('memo.pdf', 10, 'application/pdf'), image('ok.webp', 10, 'image/webp')]);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.imageType);
    expect(screen.getAllByRole('img', { name: /첨부한 이미지/ })).toHaveLength(1);

    await user.upload(picker, image('big.png', 5_242_881));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.imageTooLarge);
    expect(screen.getAllByRole('img', { name: /첨부한 이미지/ })).toHaveLength(1);
    await user.upload(picker, image('edge.png', 5_242_880));
    expect(screen.getAllByRole('img', { name: /첨부한 이미지/ })).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('asks for text before sending anything', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: '내용' }), '   ');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText(POST_MSG.contentRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uploads the photos in one request with repeated `files`, shows progress, then saves their URLs', async () => {
    let release: () => void = () => undefined;
    const sent: string[] = [];
    mockApi(async (config) => {
      const form = config.data as FormData;
      sent.push(...form.getAll('files').map((entry) => (entry as File).name));
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { status: 200, data: { imageUrls: ['/uploads/post/a.webp', '/uploads/post/b.webp'] } };
    });
    const onSubmit = vi.fn(async () => undefined);
    const { user, picker } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: '내용' }), '오늘 한강 러닝 사진이에요');
    await user.upload(picker, [image('a.png'), image('b.png')]);
    await user.click(screen.getByRole('button', { name: '등록' }));

    const bar = await screen.findByRole('progressbar', { name: '사진 업로드 진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(sent).toEqual(['a.png', 'b.png']);
    release();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        content: '오늘 한강 러닝 사진이에요',
        imageUrls: ['/uploads/post/a.webp', '/uploads/post/b.webp'],
        mentions: [],
      }),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('PostForm mentions (@멘션, contract §21)', () => {
  it('offers the group’s members after @, puts the chosen one in the text, and sends their id while still named', async () => {
    const asked: string[] = [];
    mockApi((config) => {
      asked.push(`${config.url} ${JSON.stringify(config.params)}`);
      return {
        status: 200,
        data: {
          content: [
            { id: 8, nickname: '여의도러너', profileImage: null },
            { id: 9, nickname: '여의나루', profileImage: null },
          ],
          page: 0,
          size: 7,
          totalElements: 2,
          totalPages: 1,
          last: true,
        },
      };
    });
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderForm(onSubmit);
    const box = screen.getByRole('textbox', { name: '내용' });
    await user.type(box, '내일 @여의');
    const picker = await screen.findByRole('listbox', { name: '멘션할 멤버' });
    expect(picker).toBeInTheDocument();
    expect(asked.at(-1)).toContain('/groups/5/members');
    expect(box).toHaveAttribute('aria-controls', picker.id);
    await user.click(screen.getByRole('option', { name: '여의도러너' }));
    expect(box).toHaveValue('내일 @여의도러너 ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, '같이 뛰어요');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ content: '내일 @여의도러너 같이 뛰어요', imageUrls: [], mentions: [8] }));
  });

  it('picks with the arrow keys and Enter, and sends no id for a name taken out again', async () => {
    mockApi(() => ({
      status: 200,
      data: {
        content: [{ id: 8, nickname: '여의도러너', profileImage: null }],
        page: 0,
        size: 7,
        totalElements: 1,
        totalPages: 1,
        last: true,
      },
    }));
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderForm(onSubmit);
    const box = screen.getByRole('textbox', { name: '내용' });
    await user.type(box, '@여');
    await screen.findByRole('option', { name: '여의도러너' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('@여의도러너 ');
    await user.clear(box);
    await user.type(box, '이름 없이 씁니다');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ content: '이름 없이 씁니다', imageUrls: [], mentions: [] }));
  });

  it('keeps the picks when a save is refused, so trying again sends them', async () => {
    mockApi(() => ({
      status: 200,
      data: {
        content: [{ id: 8, nickname: '여의도러너', profileImage: null }],
        page: 0,
        size: 7,
        totalElements: 1,
        totalPages: 1,
        last: true,
      },
    }));
    const onSubmit = vi
      .fn<(values: PostFormValues) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const { user } = renderForm(onSubmit);
    const box = screen.getByRole('textbox', { name: '내용' });
    await user.type(box, '@여');
    await user.click(await screen.findByRole('option', { name: '여의도러너' }));
    await user.type(box, '안녕하세요');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(box).toHaveValue('@여의도러너 안녕하세요');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ content: '@여의도러너 안녕하세요', imageUrls: [], mentions: [8] });
  });
});

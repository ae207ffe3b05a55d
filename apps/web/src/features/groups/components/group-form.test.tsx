import { GROUP_MSG } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { EMPTY_GROUP_FORM, type GroupFormInput } from '@/features/groups/lib/group-form-schema.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { GroupForm } from './group-form.tsx';

const LOCATIONS = [
  { id: 23, city: '서울특별시', district: '강남구', lat: 37.5, lng: 127.04 },
  { id: 40, city: '서울특별시', district: '강남구', lat: 37.49, lng: 127.02 },
  { id: 22, city: '서울특별시', district: '서초구', lat: 37.48, lng: 127.03 },
];

type SubmitFn = ComponentProps<typeof GroupForm>['onSubmit'];
type Setup = { defaults?: GroupFormInput; memberCount?: number; onSubmit?: Mock<SubmitFn> };

function setup({ defaults = EMPTY_GROUP_FORM, memberCount, onSubmit = vi.fn<SubmitFn>().mockResolvedValue(undefined) }: Setup = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <GroupForm
      defaultValues={defaults}
      memberCount={memberCount}
      submitLabel="모임 만들기"
      failureMessage="모임 생성에 실패했습니다"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { user, onSubmit, submit: () => user.click(screen.getByRole('button', { name: '모임 만들기' })) };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: '모임 이름' }), '  강남 러닝 크루  ');
  await user.type(screen.getByRole('textbox', { name: '모임 설명' }), '매주 화요일 저녁 선릉역에서 함께 달려요.');
  await user.click(await screen.findByRole('checkbox', { name: '독서/인문학' }));
  await user.click(screen.getByRole('checkbox', { name: '운동/스포츠/관람' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: '활동 지역' }), '서울특별시 강남구');
}

const maxMembers = () => screen.getByRole('spinbutton', { name: '최대 인원' });
const tagBox = () => screen.getByRole('textbox', { name: '태그' });
const tags = () =>
  within(screen.queryByRole('list', { name: '추가한 태그' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('GroupForm', () => {
  beforeEach(() => {
    // Categories fall back to list A when the server fails; locations come from the mock.
    mockApi((config) => (config.url === '/locations' ? { status: 200, data: LOCATIONS } : { status: 503 }));
  });

  it('shows every required-field message of spec §5 and sends nothing', async () => {
    const { submit, onSubmit } = setup();
    await submit();
    for (const message of [GROUP_MSG.nameRequired, GROUP_MSG.descriptionRequired, GROUP_MSG.categoryRequired, GROUP_MSG.locationRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks name and description lengths', async () => {
    const { user, submit } = setup();
    await user.type(screen.getByRole('textbox', { name: '모임 이름' }), '가');
    await user.type(screen.getByRole('textbox', { name: '모임 설명' }), '짧아요');
    await submit();
    expect(await screen.findByText(GROUP_MSG.nameMin)).toBeInTheDocument();
    expect(screen.getByText(GROUP_MSG.descriptionMin)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '모임 이름' }), '나'.repeat(50));
    await submit();
    expect(await screen.findByText(GROUP_MSG.nameMax)).toBeInTheDocument();
  });

  it('keeps capacity between 2 and 100', async () => {
    const { user, submit } = setup();
    await user.clear(maxMembers());
    await user.type(maxMembers(), '1');
    await submit();
    expect(await screen.findByText(GROUP_MSG.membersMin)).toBeInTheDocument();
    await user.clear(maxMembers());
    await user.type(maxMembers(), '101');
    await submit();
    expect(await screen.findByText(GROUP_MSG.membersMax)).toBeInTheDocument();
  });

  it('offers each district once and sends trimmed values with the first category as the main one', async () => {
    const { user, submit, onSubmit } = setup();
    await fillValidForm(user);
    const options = within(screen.getByRole('combobox', { name: '활동 지역' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['지역을 선택해주세요', '서울특별시 강남구', '서울특별시 서초구']);
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: '강남 러닝 크루',
      categoryIds: [9, 4],
      locationId: 23,
      maxMembers: 30,
      isPublic: true,
      tags: [],
    });
  });

  it('asks for a join question only for a private group, and sends it trimmed', async () => {
    const { user, submit, onSubmit } = setup();
    await fillValidForm(user);
    expect(screen.queryByRole('textbox', { name: '가입 질문 (선택)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '공개 모임' }));
    await user.type(screen.getByRole('textbox', { name: '가입 질문 (선택)' }), '  어느 요일에 달릴 수 있나요?  ');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ isPublic: false, joinQuestion: '어느 요일에 달릴 수 있나요?' });
  });

  it('adds tags with Enter or +, trimmed, ignoring blanks and duplicates, and removes them by name', async () => {
    const { user } = setup();
    await user.type(tagBox(), '  러닝 {Enter}');
    await user.type(tagBox(), '러닝{Enter}');
    await user.type(tagBox(), '   {Enter}');
    await user.type(tagBox(), '양재천');
    await user.click(screen.getByRole('button', { name: '태그 추가' }));
    expect(tags()).toEqual(['#러닝', '#양재천']);
    expect(tagBox()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '러닝 태그 삭제' }));
    expect(tags()).toEqual(['#양재천']);
  });

  it('stops at 10 tags', async () => {
    const { user } = setup();
    for (let index = 1; index <= 10; index += 1) await user.type(tagBox(), `태그${index}{Enter}`);
    expect(tags()).toHaveLength(10);
    expect(tagBox()).toBeDisabled();
    expect(screen.getByText(GROUP_MSG.tagsMax)).toBeInTheDocument();
  });

  it('does not submit the form when Enter adds a tag', async () => {
    const { user, onSubmit } = setup();
    await fillValidForm(user);
    await user.type(tagBox(), '러닝{Enter}');
    // Validation and submission are asynchronous: give a stray submit time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tags()).toEqual(['#러닝']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on edit refuses a capacity below the current member count', async () => {
    const defaults = {
      ...EMPTY_GROUP_FORM,
      name: '강남 러닝 크루',
      description: '매주 화요일 저녁에 달려요.',
      categoryIds: [4],
      locationId: 23,
    };
    const { user, submit, onSubmit } = setup({ defaults, memberCount: 12 });
    expect(screen.getByText('현재 멤버는 12명이에요. 이보다 적게 줄일 수는 없어요.')).toBeInTheDocument();
    await user.clear(maxMembers());
    await user.type(maxMembers(), '11');
    await submit();
    expect(await screen.findByText(GROUP_MSG.membersBelowCount)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(maxMembers());
    await user.type(maxMembers(), '12');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('puts the server’s field errors under their fields', async () => {
    const response = {
      status: 400,
      statusText: '400',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: {
        status: 400,
        error: 'Bad Request',
        message: '입력값을 확인해주세요.',
        fieldErrors: [{ field: 'name', message: '이미 있는 모임 이름입니다.' }],
      },
    };
    const onSubmit = vi.fn<SubmitFn>().mockRejectedValue(new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, null, response));
    const { user, submit } = setup({ onSubmit });
    await fillValidForm(user);
    await submit();
    expect(await screen.findByText('이미 있는 모임 이름입니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '모임 이름' })).toHaveAttribute('aria-invalid', 'true');
  });
});

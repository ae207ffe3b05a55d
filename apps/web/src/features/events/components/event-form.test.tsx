import { EVENT_MSG } from '@dongne/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import type { ComponentProps } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { type EventFormInput, emptyEventForm } from '@/features/events/lib/event-form-schema.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EventForm } from './event-form.tsx';

type SubmitFn = ComponentProps<typeof EventForm>['onSubmit'];

const GROUPS = [
  { id: 7, name: '한강 새벽러닝 크루' },
  { id: 9, name: '역삼 북클럽' },
];

/** A datetime-local value `hours` away from now, as the picker would write it. */
function inputAt(hours: number): string {
  return format(new Date(Date.now() + hours * 3_600_000), "yyyy-MM-dd'T'HH:mm");
}

function setup(defaults: EventFormInput = emptyEventForm(7), onSubmit: Mock<SubmitFn> = vi.fn<SubmitFn>().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  renderWithProviders(
    <EventForm
      defaultValues={defaults}
      groups={GROUPS}
      submitLabel="이벤트 만들기"
      failureMessage="실패"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  const field = (name: string) => screen.getByLabelText(name);
  return { user, onSubmit, field, submit: () => user.click(screen.getByRole('button', { name: '이벤트 만들기' })) };
}

describe('EventForm', () => {
  it('asks for title, date and place in Korean and sends nothing', async () => {
    const { submit, onSubmit } = setup();
    await submit();
    expect(await screen.findByText(EVENT_MSG.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MSG.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MSG.locationRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a start in the past and an end before the start, all at once', async () => {
    const { user, field, submit, onSubmit } = setup();
    await user.type(field('이벤트 제목'), '토요일 러닝');
    await user.type(field('장소'), '여의나루역 2번 출구');
    await user.type(field('시작 일시'), inputAt(-2));
    await user.type(field('종료 일시 (선택)'), inputAt(-3));
    await submit();
    expect(await screen.findByText(EVENT_MSG.dateInPast)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MSG.endBeforeStart)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a link instead of a place once the event is online', async () => {
    const { user, submit } = setup();
    expect(screen.queryByLabelText('온라인 링크')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '온라인으로 진행해요' }));
    expect(screen.getByLabelText('온라인 링크')).toHaveAttribute('placeholder', expect.stringContaining('https://'));
    await submit();
    expect(await screen.findByText(EVENT_MSG.locationRequired)).toBeInTheDocument();
  });

  it('keeps capacity between 2 and 1000', async () => {
    const { user, field, submit } = setup();
    await user.clear(field('최대 인원'));
    await user.type(field('최대 인원'), '1');
    await submit();
    expect(await screen.findByText(EVENT_MSG.participantsMin)).toBeInTheDocument();
    await user.clear(field('최대 인원'));
    await user.type(field('최대 인원'), '1001');
    await submit();
    expect(await screen.findByText(EVENT_MSG.participantsMax)).toBeInTheDocument();
  });

  it('sends trimmed values, the chosen group and tags, with dates as the form holds them', async () => {
    const { user, field, submit, onSubmit } = setup(emptyEventForm(0));
    await user.selectOptions(field('모임'), '역삼 북클럽');
    await user.type(field('이벤트 제목'), '  4월 독서 모임  ');
    await user.type(field('장소'), '역삼역 스타벅스');
    const start = inputAt(24);
    await user.type(field('시작 일시'), start);
    await user.type(screen.getByRole('textbox', { name: '태그' }), '독서{Enter}독서{Enter}  소설 {Enter}');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      groupId: 9,
      title: '4월 독서 모임',
      location: '역삼역 스타벅스',
      eventDate: start,
      endDate: '',
      isOnline: false,
      maxParticipants: 10,
      tags: ['독서', '소설'],
    });
  });

  it('asks for a group when none is chosen', async () => {
    const { submit } = setup(emptyEventForm(0));
    await submit();
    expect(await screen.findByText('모임을 선택해주세요')).toBeInTheDocument();
  });

  it('on edit, keeps an unchanged start that has already passed but refuses capacity below the seats taken', async () => {
    const onSubmit = vi.fn<SubmitFn>().mockResolvedValue(undefined);
    const past = inputAt(-1);
    const user = userEvent.setup();
    renderWithProviders(
      <EventForm
        defaultValues={{ ...emptyEventForm(7), title: '진행 중 이벤트', location: '한강', eventDate: past }}
        fixedGroupName="한강 새벽러닝 크루"
        participantCount={6}
        originalEventDate={past}
        submitLabel="수정 완료"
        failureMessage="실패"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByRole('combobox', { name: '모임' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('최대 인원'));
    await user.type(screen.getByLabelText('최대 인원'), '5');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    expect(await screen.findByText(EVENT_MSG.participantsBelowCount)).toBeInTheDocument();
    expect(screen.queryByText(EVENT_MSG.dateInPast)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('최대 인원'));
    await user.type(screen.getByLabelText('최대 인원'), '8');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

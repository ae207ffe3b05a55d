import { RECURRENCE_MSG } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import type { ComponentProps } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { emptyEventForm, toCreatePayload } from '@/features/events/lib/event-form-schema.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EventForm } from './event-form.tsx';

type SubmitFn = ComponentProps<typeof EventForm>['onSubmit'];

// The tests run in UTC: 10:30 on the picker is 19:30 in Seoul, on Tuesday 3 December 2030 (the month's first Tuesday).
const START = '2030-12-03T10:30';

function setup(onSubmit: Mock<SubmitFn> = vi.fn<SubmitFn>().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  renderWithProviders(
    <EventForm
      defaultValues={emptyEventForm(7)}
      groups={[{ id: 7, name: '한강 새벽러닝 크루' }]}
      canRepeat
      submitLabel="이벤트 만들기"
      failureMessage="실패"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  const section = () => screen.getByRole('group', { name: '반복' });
  const fill = async () => {
    await user.type(screen.getByLabelText('이벤트 제목'), '화목 저녁 러닝');
    await user.type(screen.getByLabelText('장소'), '여의나루역 2번 출구');
    await user.type(screen.getByLabelText('시작 일시'), START);
  };
  const submit = () => user.click(screen.getByRole('button', { name: '이벤트 만들기' }));
  const sentRule = () => {
    const values = onSubmit.mock.calls.at(-1)?.[0];
    return values ? toCreatePayload(values).recurrence : undefined;
  };
  return { user, onSubmit, section, fill, submit, sentRule };
}

describe('the 반복 section', () => {
  it('sends no rule unless asked, and shows no choices for 반복 안 함', async () => {
    const { section, fill, submit, sentRule } = setup();
    expect(within(section()).getByRole('radio', { name: '반복 안 함' })).toBeChecked();
    expect(within(section()).queryByRole('button', { name: '화요일' })).not.toBeInTheDocument();
    await fill();
    await submit();
    expect(sentRule()).toBeNull();
  });

  it('repeats weekly on the start’s weekday plus the ones pressed, summed up in one line', async () => {
    const { user, section, fill, submit, sentRule } = setup();
    await fill();
    await user.click(within(section()).getByRole('radio', { name: '매주' }));
    expect(within(section()).getByRole('button', { name: '화요일', pressed: true })).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: '목요일', pressed: false }));
    expect(within(section()).getByRole('button', { name: '목요일', pressed: true })).toBeInTheDocument();
    const count = within(section()).getByRole('spinbutton', { name: '반복 횟수' });
    await user.clear(count);
    await user.type(count, '8');
    expect(within(section()).getByText('매주 화, 목 오후 7:30 · 8회')).toBeInTheDocument();
    await submit();
    expect(sentRule()).toBe('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8');
  });

  it('refuses a week with no weekday pressed before sending', async () => {
    const { user, section, fill, submit, onSubmit } = setup();
    await fill();
    await user.click(within(section()).getByRole('radio', { name: '매주' }));
    await user.click(within(section()).getByRole('button', { name: '화요일' }));
    expect(within(section()).getByText(RECURRENCE_MSG.weekdays)).toBeInTheDocument();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('repeats monthly on the start’s date or on a chosen week’s weekday', async () => {
    const { user, section, fill, submit, sentRule } = setup();
    await fill();
    await user.click(within(section()).getByRole('radio', { name: '매월' }));
    expect(within(section()).getByRole('radio', { name: '매월 3일' })).toBeChecked();
    expect(within(section()).getByText('매월 3일 오후 7:30 · 4회')).toBeInTheDocument();
    await submit();
    expect(sentRule()).toBe('FREQ=MONTHLY;BYMONTHDAY=3;COUNT=4');

    await user.click(within(section()).getByRole('radio', { name: '매월 첫째 화요일' }));
    await user.selectOptions(within(section()).getByRole('combobox', { name: '몇째 주' }), '마지막');
    expect(within(section()).getByRole('radio', { name: '매월 마지막 화요일' })).toBeChecked();
    expect(within(section()).getByText('매월 마지막 화요일 오후 7:30 · 4회')).toBeInTheDocument();
    await submit();
    expect(sentRule()).toBe('FREQ=MONTHLY;BYDAY=-1TU;COUNT=4');
  });

  it('ends on a date instead of a count', async () => {
    const { user, section, fill, submit, sentRule } = setup();
    await fill();
    await user.click(within(section()).getByRole('radio', { name: '매주' }));
    await user.click(within(section()).getByRole('radio', { name: '날짜' }));
    expect(within(section()).getByText(RECURRENCE_MSG.endRequired)).toBeInTheDocument();
    await user.type(within(section()).getByLabelText('종료 날짜'), '2031-01-31');
    expect(within(section()).getByText('매주 화 오후 7:30 · 2031년 1월 31일까지')).toBeInTheDocument();
    await submit();
    expect(sentRule()).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20310131T145959Z');
  });

  it('asks for a start before it can sum the rule up', async () => {
    const { user, section } = setup();
    await user.click(within(section()).getByRole('radio', { name: '매주' }));
    expect(within(section()).getByText('시작 일시를 정하면 반복 일정을 요약해 보여드려요.')).toBeInTheDocument();
  });

  it('puts the server’s word on the rule under the section', async () => {
    const response = {
      status: 400,
      statusText: '400',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: {
        status: 400,
        error: 'Bad Request',
        message: '입력값을 확인해주세요.',
        fieldErrors: [{ field: 'recurrence', message: RECURRENCE_MSG.noOccurrence }],
      },
    };
    const onSubmit = vi.fn<SubmitFn>().mockRejectedValue(new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, null, response));
    const { user, section, fill, submit } = setup(onSubmit);
    await fill();
    await user.click(within(section()).getByRole('radio', { name: '매주' }));
    await submit();
    expect(await within(section()).findByRole('alert')).toHaveTextContent(RECURRENCE_MSG.noOccurrence);
  });
});

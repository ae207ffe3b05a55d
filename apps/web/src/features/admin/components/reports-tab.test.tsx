import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { pageOf, reportedPost, reportedUser, resolvedGroup } from '../test/report-fixtures.ts';
import { ReportsTab } from './reports-tab.tsx';

configure({ asyncUtilTimeout: 4000 });

const card = async (name: string) => {
  const list = await screen.findByRole('list', { name: '신고된 대상 목록' });
  return within(list).getByRole('listitem', { name });
};

describe('ReportsTab', () => {
  it('shows each open target with its snapshot, group, author, count and every report', async () => {
    const asked: unknown[] = [];
    mockApi((config) => {
      asked.push(config.params);
      return { status: 200, data: pageOf([reportedPost, reportedUser]) };
    });
    renderWithProviders(<ReportsTab />);
    const post = await card('게시글 #41');
    expect(within(post).getByText('싸게 팝니다 연락주세요 010-0000-0000')).toBeInTheDocument();
    expect(within(post).getByText('사진 1장')).toBeInTheDocument();
    expect(within(post).getByText('광고왕 (#7)')).toBeInTheDocument();
    expect(within(post).getByText('한강 러닝 크루 (#3)')).toBeInTheDocument();
    expect(within(post).getByText('신고 2건')).toBeInTheDocument();
    expect(within(post).getByText('가려짐')).toBeInTheDocument();
    expect(within(post).getByText('스팸/광고')).toBeInTheDocument();
    expect(within(post).getByText('같은 글을 계속 올려요')).toBeInTheDocument();
    expect(within(post).getByText('개인정보 노출')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ status: 'OPEN', page: 0 });
  });

  it('offers only the actions that fit each target', async () => {
    mockApi(() => ({ status: 200, data: pageOf([reportedPost, reportedUser]) }));
    renderWithProviders(<ReportsTab />);
    const names = async (target: string) =>
      within(within(await card(target)).getByRole('group', { name: `${target} 처리` }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    // Already hidden: no second 가리기.
    expect(await names('게시글 #41')).toEqual(['문제 없음 (가림 해제)', '삭제', '작성자 이용 정지']);
    // Nothing hidden to lift, and the reported member is no one's author.
    expect(await names('회원 #9')).toEqual(['문제 없음', '이용 정지']);
  });

  it('asks for a reason, then resolves with the chosen action and days', async () => {
    const posted: { url?: string | undefined; body: Record<string, unknown> }[] = [];
    mockApi((config) => {
      if (config.method === 'post') {
        posted.push({ url: config.url, body: jsonBody(config) });
        return { status: 200, data: {} };
      }
      return { status: 200, data: pageOf(posted.length ? [reportedUser] : [reportedPost, reportedUser]) };
    });
    renderWithProviders(<ReportsTab />);
    const post = await card('게시글 #41');
    await userEvent.click(within(post).getByRole('button', { name: '작성자 이용 정지' }));
    const dialog = screen.getByRole('dialog', { name: '광고왕님을 이용 정지할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '처리하기' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('사유를 입력해주세요');
    expect(posted).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '정지 기간' }), '30일');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '사유' }), '광고 반복');
    await userEvent.click(within(dialog).getByRole('button', { name: '처리하기' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { url: '/admin/reports/POST/41/resolve', body: { action: 'SUSPEND', reason: '광고 반복', suspendDays: 30 } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '게시글 #41' })).not.toBeInTheDocument());
  });

  it('suspends for good without days, and shows the server refusal in the dialog', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi((config) => {
      if (config.method === 'post') {
        bodies.push(jsonBody(config));
        return { status: 409, data: errorBody(409, '이미 처리된 신고입니다.', 'Conflict') };
      }
      return { status: 200, data: pageOf([reportedUser]) };
    });
    renderWithProviders(<ReportsTab />);
    await userEvent.click(within(await card('회원 #9')).getByRole('button', { name: '이용 정지' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '정지 기간' }), '영구');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '사유' }), '욕설');
    await userEvent.click(within(dialog).getByRole('button', { name: '처리하기' }));
    expect(await within(dialog).findByText('이미 처리된 신고입니다.')).toBeInTheDocument();
    expect(bodies).toEqual([{ action: 'SUSPEND', reason: '욕설' }]);
  });

  it('lists resolved targets with how they were resolved and no actions', async () => {
    mockApi((config) => ({
      status: 200,
      data: pageOf((config.params as { status: string }).status === 'RESOLVED' ? [resolvedGroup] : []),
    }));
    renderWithProviders(<ReportsTab />);
    expect(await screen.findByText('처리할 신고가 없어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '처리 완료' }));
    const group = await card('모임 #5');
    expect(within(group).getByText(/처리: 모임 삭제/)).toBeInTheDocument();
    expect(within(group).getByText('도박 홍보')).toBeInTheDocument();
    expect(within(group).getByText('삭제됨')).toBeInTheDocument();
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so in Korean when the queue cannot be loaded', async () => {
    mockApi(() => ({ status: 500, data: errorBody(500, 'boom', 'Internal Server Error') }));
    renderWithProviders(<ReportsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('서버');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

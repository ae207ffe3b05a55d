import type { GroupNotificationSettings } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  groupNotificationSettingsQueryOptions,
  useSaveGroupNotificationSettings,
} from '@/features/groups/api/group-notification-settings.ts';
import { notify } from '@/lib/notify.ts';

export const GROUP_NOTIFY_TEXT = {
  menuItem: '알림 설정',
  title: '이 모임의 알림',
  mute: '알림 끄기',
  muteHint: '이 모임의 새 글, 일정, 운영 알림과 채팅을 알리지 않아요',
  chatLegend: '채팅 알림',
  chatAll: '전체',
  chatAllHint: '새 메시지를 모아서 알려드려요',
  chatMentions: '멘션만',
  chatMentionsHint: '채팅에서 나를 언급(@)했을 때만 알려드려요',
  chatNone: '끄기',
  chatNoneHint: '채팅은 앱에서만 확인해요',
  chatMutedHint: '모임 알림을 끄면 채팅 알림도 오지 않아요',
  save: '저장',
  cancel: '취소',
  saved: '모임 알림 설정을 저장했어요',
  saveFailed: '알림 설정을 저장하지 못했어요. 잠시 후 다시 시도해주세요',
  loadFailed: '알림 설정을 불러오지 못했어요',
  retry: '다시 시도',
} as const;

/** The choices for 채팅 알림 (contract §18, §21): every message, mentions of me only, or none. */
const CHAT_CHOICES = [
  { value: 'ALL', label: GROUP_NOTIFY_TEXT.chatAll, hint: GROUP_NOTIFY_TEXT.chatAllHint },
  { value: 'MENTIONS', label: GROUP_NOTIFY_TEXT.chatMentions, hint: GROUP_NOTIFY_TEXT.chatMentionsHint },
  { value: 'NONE', label: GROUP_NOTIFY_TEXT.chatNone, hint: GROUP_NOTIFY_TEXT.chatNoneHint },
] as const satisfies readonly { value: GroupNotificationSettings['chat']; label: string; hint: string }[];

/** 알림 끄기 and 채팅 알림 for one group (contract §18), opened from the group's ⋮ menu. */
export function GroupNotificationsDialog({ groupId, isOpen, onClose }: { groupId: number; isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={GROUP_NOTIFY_TEXT.title} size="sm" closeOnEscape>
      {isOpen && <SettingsBody groupId={groupId} onClose={onClose} />}
    </Modal>
  );
}

function SettingsBody({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const settings = useQuery(groupNotificationSettingsQueryOptions(groupId));
  if (settings.isPending) return <Skeleton className="h-44 rounded-card" />;
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-[15px] text-gray-700">
        {GROUP_NOTIFY_TEXT.loadFailed}
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {GROUP_NOTIFY_TEXT.retry}
        </Button>
      </div>
    );
  }
  return <SettingsForm groupId={groupId} initial={settings.data} onClose={onClose} />;
}

function SettingsForm({ groupId, initial, onClose }: { groupId: number; initial: GroupNotificationSettings; onClose: () => void }) {
  const [muted, setMuted] = useState(initial.muted);
  const [chat, setChat] = useState<GroupNotificationSettings['chat']>(initial.chat);
  const save = useSaveGroupNotificationSettings(groupId);
  const hintId = useId();
  useEffect(() => {
    setMuted(initial.muted);
    setChat(initial.chat);
  }, [initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { muted, chat },
      {
        onSuccess: () => {
          notify.success(GROUP_NOTIFY_TEXT.saved);
          onClose();
        },
        onError: () => notify.error(GROUP_NOTIFY_TEXT.saveFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={GROUP_NOTIFY_TEXT.title}>
      <Checkbox
        label={
          <span className="flex flex-col">
            <span className="font-medium text-gray-900">{GROUP_NOTIFY_TEXT.mute}</span>
            <span className="text-[13px] text-gray-500">{GROUP_NOTIFY_TEXT.muteHint}</span>
          </span>
        }
        checked={muted}
        onChange={(event) => setMuted(event.target.checked)}
      />
      <fieldset className="mt-5" disabled={muted} aria-describedby={muted ? hintId : undefined}>
        <legend className="text-sm font-semibold text-gray-800">{GROUP_NOTIFY_TEXT.chatLegend}</legend>
        <div role="radiogroup" aria-label={GROUP_NOTIFY_TEXT.chatLegend} className="mt-2 grid gap-1.5">
          {CHAT_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field border border-gray-200 px-3.5 py-2 text-[15px] text-gray-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                type="radio"
                name={`group-${groupId}-chat`}
                value={choice.value}
                checked={chat === choice.value}
                onChange={() => setChat(choice.value)}
                className="size-4 accent-brand-600"
              />
              <span className="flex flex-col">
                <span className="font-medium">{choice.label}</span>
                <span className="text-[13px] text-gray-500">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {muted && (
          <p id={hintId} className="mt-2 text-[13px] text-gray-600">
            {GROUP_NOTIFY_TEXT.chatMutedHint}
          </p>
        )}
      </fieldset>
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          {GROUP_NOTIFY_TEXT.cancel}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {GROUP_NOTIFY_TEXT.save}
        </Button>
      </div>
    </form>
  );
}

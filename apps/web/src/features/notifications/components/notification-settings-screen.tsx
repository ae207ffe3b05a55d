import type { NotificationSettings, PushDevice } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Monitor, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { SettingsPage } from '@/components/ui/settings-page.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import {
  notificationSettingsQueryOptions,
  pushDevicesQueryOptions,
  useRemovePushDevice,
  useSaveNotificationSettings,
  useSubscribeThisDevice,
} from '@/features/notifications/api/notification-settings.ts';
import { pushPermission, subscribeThisBrowser } from '@/features/notifications/lib/web-push.ts';
import { NOTIFICATION_SETTINGS_TEXT as TEXT } from '@/features/notifications/notification-messages.ts';
import { formatLongDate, formatRelativeTime } from '@/lib/dates.ts';
import { notify } from '@/lib/notify.ts';

/**
 * 알림 설정 (contract §18): pushes by kind (활동, 모임 운영, 채팅, 일정), e-mail reminders and the
 * digest, 방해 금지 시간 in Korean time, and the devices that receive pushes, each with 해제.
 * Permission is asked only when the person taps 이 기기에서 알림 받기, with the reason beside it.
 */
export function NotificationSettingsScreen() {
  const settings = useQuery(notificationSettingsQueryOptions);
  return (
    <SettingsPage title={TEXT.title} intro={TEXT.intro} backTo={paths.notifications} backLabel={TEXT.back}>
      {settings.isPending ? (
        <div className="mt-6 flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-40 rounded-card" />
          <Skeleton className="h-28 rounded-card" />
        </div>
      ) : settings.isError ? (
        <div role="alert" className="mt-6 flex flex-col items-center gap-4 rounded-card bg-white px-6 py-14 text-center shadow-card">
          {TEXT.loadFailed}
          <Button variant="outline" onClick={() => void settings.refetch()}>
            {TEXT.retry}
          </Button>
        </div>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      <DevicesSection />
    </SettingsPage>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-gray-100">
      {/* Floated, the legend sits inside the card's padding like a heading instead of on its edge. */}
      <legend className="float-left w-full text-base font-bold text-gray-900">{title}</legend>
      <div className="clear-both flex flex-col gap-4 pt-3">{children}</div>
    </fieldset>
  );
}

function Toggle({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Checkbox
      label={
        <span className="flex flex-col">
          <span className="font-medium text-gray-900">{label}</span>
          <span className="text-[13px] text-gray-500">{hint}</span>
        </span>
      }
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveNotificationSettings();
  useEffect(() => setDraft(initial), [initial]);
  const setPush = (key: keyof NotificationSettings['push']) => (value: boolean) =>
    setDraft((current) => ({ ...current, push: { ...current.push, [key]: value } }));
  const setEmail = (key: keyof NotificationSettings['email']) => (value: boolean) =>
    setDraft((current) => ({ ...current, email: { ...current.email, [key]: value } }));
  const setQuiet = (changes: Partial<NotificationSettings['quietHours']>) =>
    setDraft((current) => ({ ...current, quietHours: { ...current.quietHours, ...changes } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => notify.success(TEXT.saved),
      onError: () => notify.error(TEXT.saveFailed),
    });
  };
  return (
    <form onSubmit={submit} aria-label={TEXT.title}>
      <Section title={TEXT.pushSection}>
        <Toggle label={TEXT.pushActivity} hint={TEXT.pushActivityHint} checked={draft.push.activity} onChange={setPush('activity')} />
        <Toggle
          label={TEXT.pushGroupAdmin}
          hint={TEXT.pushGroupAdminHint}
          checked={draft.push.groupAdmin}
          onChange={setPush('groupAdmin')}
        />
        <Toggle label={TEXT.pushChat} hint={TEXT.pushChatHint} checked={draft.push.chat} onChange={setPush('chat')} />
        <Toggle label={TEXT.pushEvents} hint={TEXT.pushEventsHint} checked={draft.push.events} onChange={setPush('events')} />
      </Section>
      <Section title={TEXT.emailSection}>
        <Toggle
          label={TEXT.emailReminders}
          hint={TEXT.emailRemindersHint}
          checked={draft.email.reminders}
          onChange={setEmail('reminders')}
        />
        <Toggle label={TEXT.emailDigest} hint={TEXT.emailDigestHint} checked={draft.email.digest} onChange={setEmail('digest')} />
      </Section>
      <Section title={TEXT.quietSection}>
        <Toggle
          label={TEXT.quietEnabled}
          hint={TEXT.quietHint}
          checked={draft.quietHours.enabled}
          onChange={(enabled) => setQuiet({ enabled })}
        />
        <div className="grid grid-cols-2 gap-3">
          {(['start', 'end'] as const).map((key) => (
            <label key={key} className="flex flex-col gap-1 text-sm font-medium text-gray-800">
              {key === 'start' ? TEXT.quietStart : TEXT.quietEnd}
              <input
                type="time"
                required
                value={draft.quietHours[key]}
                disabled={!draft.quietHours.enabled}
                onChange={(event) => setQuiet({ [key]: event.target.value })}
                className="h-11 rounded-lg border border-gray-300 px-3 text-[15px] disabled:bg-gray-50 disabled:text-gray-400"
              />
            </label>
          ))}
        </div>
      </Section>
      <div className="mt-6 flex justify-end">
        <Button type="submit" isLoading={save.isPending} className="h-11 w-full sm:w-auto">
          {TEXT.save}
        </Button>
      </div>
    </form>
  );
}

function DevicesSection() {
  const devices = useQuery(pushDevicesQueryOptions);
  const remove = useRemovePushDevice();
  const subscribe = useSubscribeThisDevice();
  const [permission, setPermission] = useState(pushPermission);
  const onSubscribe = () =>
    subscribe.mutate(subscribeThisBrowser, {
      onSuccess: () => notify.success(TEXT.thisDeviceDone),
      onError: () => {
        const now = pushPermission();
        setPermission(now);
        if (now !== 'denied') notify.error(TEXT.thisDeviceFailed);
      },
    });
  return (
    <section aria-labelledby="push-devices-title" className="mt-8">
      <h2 id="push-devices-title" className="text-lg font-bold text-gray-900">
        {TEXT.devicesSection}
      </h2>
      <div className="mt-3 rounded-card bg-white p-5 shadow-card ring-1 ring-gray-100">
        <p className="text-[15px] leading-relaxed break-keep text-gray-700">{TEXT.thisDeviceWhy}</p>
        {permission === 'unsupported' ? (
          <p className="mt-3 text-sm break-keep text-gray-600">{TEXT.unsupported}</p>
        ) : permission === 'denied' ? (
          <p role="status" className="mt-3 text-sm break-keep text-danger-700">
            {TEXT.denied}
          </p>
        ) : null}
        {permission !== 'unsupported' && (
          <Button variant="outline" className="mt-4 h-11 w-full sm:w-auto" onClick={onSubscribe} isLoading={subscribe.isPending}>
            <BellRing className="size-4" aria-hidden="true" />
            {TEXT.thisDevice}
          </Button>
        )}
      </div>
      {devices.data && devices.data.length > 0 ? (
        <ul
          aria-label={TEXT.devicesListLabel}
          className="mt-3 divide-y divide-gray-100 rounded-card bg-white shadow-card ring-1 ring-gray-100"
        >
          {devices.data.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              isRemoving={remove.isPending && remove.variables === device.endpoint}
              onRemove={() => remove.mutate(device.endpoint, { onSuccess: () => notify.success(TEXT.removed) })}
            />
          ))}
        </ul>
      ) : devices.isSuccess ? (
        <p className="mt-3 text-sm text-gray-500">{TEXT.devicesEmpty}</p>
      ) : null}
    </section>
  );
}

function DeviceRow({ device, isRemoving, onRemove }: { device: PushDevice; isRemoving: boolean; onRemove: () => void }) {
  const Icon = /Android|iPhone|iPad/.test(device.label) ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 px-5 py-4">
      <Icon className="size-5 shrink-0 text-gray-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-[15px] font-medium text-gray-900">{device.label}</h3>
        <p className="text-[13px] text-gray-500">
          {TEXT.added(formatLongDate(device.createdAt))} ·{' '}
          {device.lastDeliveredAt ? TEXT.lastDelivered(formatRelativeTime(device.lastDeliveredAt)) : TEXT.neverDelivered}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="h-10"
        onClick={onRemove}
        isLoading={isRemoving}
        aria-label={TEXT.removeLabel(device.label)}
      >
        {TEXT.remove}
      </Button>
    </li>
  );
}

import type { ChatMessage } from '@dongne/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useDeleteChatMessage } from '@/features/chat/api/delete-chat-message.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/** Asks before deleting one of my messages (spec §5); open while `message` is set. */
export function DeleteMessageDialog({ groupId, message, onClose }: { groupId: number; message: ChatMessage | null; onClose: () => void }) {
  const deleteMessage = useDeleteChatMessage(groupId);

  const onConfirm = async () => {
    if (!message) return;
    try {
      await deleteMessage.mutateAsync(message);
    } catch (error) {
      notify.error(toErrorMessage(error, CHAT_TEXT.deleteFailed));
    }
    onClose();
  };

  return (
    <ConfirmDialog
      isOpen={message !== null}
      title={CHAT_TEXT.deleteTitle}
      description={CHAT_TEXT.deleteBody}
      confirmLabel={CHAT_TEXT.deleteConfirm}
      cancelLabel={CHAT_TEXT.cancel}
      tone="danger"
      isPending={deleteMessage.isPending}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
    />
  );
}

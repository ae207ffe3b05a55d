import { useState } from 'react';
import { newClientId, useSendChatMessage } from '@/features/chat/api/send-chat-message.ts';
import { useUploadChatImage } from '@/features/chat/api/upload-chat-image.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { chatImageError } from '@/features/chat/lib/chat-image.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/** Checks, uploads (with a progress value) and sends one photo as an IMAGE message. */
export function useSendImage(groupId: number) {
  const upload = useUploadChatImage();
  const send = useSendChatMessage(groupId);
  const [progress, setProgress] = useState<number | null>(null);

  const sendImage = async (file: File) => {
    const problem = chatImageError(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setProgress(0);
    try {
      const imageUrl = await upload.mutateAsync({ file, onProgress: setProgress });
      await send.mutateAsync({ message: imageUrl, messageType: 'IMAGE', clientId: newClientId() });
    } catch (error) {
      notify.error(toErrorMessage(error, CHAT_TEXT.imageFailed));
    } finally {
      setProgress(null);
    }
  };

  return { sendImage, progress };
}

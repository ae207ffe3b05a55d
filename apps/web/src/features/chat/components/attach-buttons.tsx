import { ImagePlus, Paperclip } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { CHAT_IMAGE_ACCEPT } from '@/features/chat/lib/chat-image.ts';
import { cx } from '@/lib/cx.ts';
import { notify } from '@/lib/notify.ts';

const ICON_BUTTON =
  'flex size-10 shrink-0 items-center justify-center rounded-full text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 disabled:text-gray-300 disabled:hover:bg-transparent';

/** The photo button (one image per message) and the file button, which only says it is coming (spec §2). */
export function AttachButtons({ onPickImage, isImageBusy }: { onPickImage: (file: File) => void; isImageBusy: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same photo again still fires a change.
    event.target.value = '';
    if (file) onPickImage(file);
  };

  return (
    <>
      <button
        type="button"
        aria-label={CHAT_TEXT.sendImage}
        title={CHAT_TEXT.sendImage}
        disabled={isImageBusy}
        aria-busy={isImageBusy || undefined}
        onClick={() => fileInput.current?.click()}
        className={cx(ICON_BUTTON, isImageBusy && 'disabled:text-brand-600')}
      >
        {isImageBusy ? <Spinner size="sm" /> : <ImagePlus className="size-5" aria-hidden="true" />}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept={CHAT_IMAGE_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={onChange}
      />
      <button
        type="button"
        aria-label={CHAT_TEXT.sendFile}
        title={CHAT_TEXT.sendFile}
        onClick={() => notify.info(CHAT_TEXT.fileSoon)}
        className={ICON_BUTTON}
      >
        <Paperclip className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}

import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain-text mail body with its links clickable (reset links are the point of this page). */
export function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className="text-sm leading-relaxed break-all whitespace-pre-wrap text-gray-700">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <a key={index} href={part} className="font-medium text-brand-700 underline underline-offset-2">
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

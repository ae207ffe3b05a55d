import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Modal } from './modal.tsx';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` for what cannot be undone (delete, leave). */
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
};

/**
 * A small modal asking "are you sure?" (spec §5 confirmations). It never closes by itself: the
 * caller closes it after the action settles, so the pending spinner stays where it was clicked.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  isPending = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={title} size="sm" showCloseButton={false}>
      {description && <p className="text-[15px] leading-relaxed text-gray-700">{description}</p>}
      {children}
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

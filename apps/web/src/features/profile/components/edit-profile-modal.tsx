import type { Profile } from '@dongne/contract';
import { Modal } from '@/components/ui/modal.tsx';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { EditProfileForm } from './edit-profile-form.tsx';

type EditProfileModalProps = { profile: Profile; isOpen: boolean; onClose: () => void };

/**
 * The form mounts with the modal, so each opening starts from the saved profile. The close button
 * is hidden: 취소 is the one way out, and it also removes a photo uploaded but not saved.
 */
export function EditProfileModal({ profile, isOpen, onClose }: EditProfileModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={PROFILE_TEXT.editTitle} size="md" showCloseButton={false}>
      <EditProfileForm profile={profile} onDone={onClose} />
    </Modal>
  );
}

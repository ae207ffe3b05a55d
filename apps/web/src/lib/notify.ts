import { toast } from 'sonner';

// Spec §8: success toasts stay 2 s, errors 4 s so there is time to read them.
const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_MAX_VISIBLE = 20;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  /** `id` folds repeats of one event (several requests failing at once) into a single toast. */
  error: (message: string, id?: string) => toast.error(message, { duration: TOAST_ERROR_MS, id }),
  info: (message: string) => toast(message, { duration: TOAST_SUCCESS_MS }),
};

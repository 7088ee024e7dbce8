import { useRouter, useSearch } from '@tanstack/react-router';
import { closeModal, type ModalName } from '../modals';
import { safeRedirect } from './redirect';

/** After login or sign-up: closes the modal and goes to the remembered location, or /app. */
export function useCompleteAuth(modal: ModalName): () => Promise<void> {
  const router = useRouter();
  const { redirect } = useSearch({ strict: false });
  return async () => {
    closeModal(modal);
    await router.navigate({ href: safeRedirect(redirect), replace: true });
  };
}

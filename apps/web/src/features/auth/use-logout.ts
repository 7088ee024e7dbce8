import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logOut } from './session';

/** Logs out, then goes to '/' (docs/product.md#layout). */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logOut(queryClient);
    await navigate({ to: '/' });
  };
}

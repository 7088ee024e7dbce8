import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ModalHost, registerModals } from '../features/modals';
import { MODAL_LOADERS } from '../modal-loaders';

registerModals(MODAL_LOADERS);

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ModalHost />
    </>
  );
}

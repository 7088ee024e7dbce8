import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ModalHost, registerModals } from '../features/modals';
import { MODAL_LOADERS } from '../modal-loaders';
import type { RouterContext } from '../router';

registerModals(MODAL_LOADERS);

export const Route = createRootRouteWithContext<RouterContext>()({
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

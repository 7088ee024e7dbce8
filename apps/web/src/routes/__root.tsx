import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ModalHost } from '../features/modals/components/modal-host';
import type { RouterContext } from '../router';

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

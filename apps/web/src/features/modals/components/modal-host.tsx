import { Suspense } from 'react';
import { QueryProvider } from '../../../lib/query-provider';
import { registeredModal } from '../modal-registry';
import { useModals } from '../modal-store';

/** Renders every open modal; a modal mounts when its name is opened and unmounts when it closes. */
export function ModalHost() {
  const { activeModals } = useModals();
  if (activeModals.length === 0) return null;
  // Dialogs read and write through TanStack Query: the client loads with the first dialog if no page has yet.
  return (
    <Suspense fallback={null}>
      <QueryProvider>
        {activeModals.map((name) => {
          const modal = registeredModal(name);
          return modal ? <modal.Component key={name} /> : null;
        })}
      </QueryProvider>
    </Suspense>
  );
}

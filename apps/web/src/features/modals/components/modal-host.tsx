import { Suspense } from 'react';
import { registeredModal } from '../modal-registry';
import { useModals } from '../modal-store';

/** Renders every open modal; a modal mounts when its name is opened and unmounts when it closes. */
export function ModalHost() {
  const { activeModals } = useModals();
  return (
    <Suspense fallback={null}>
      {activeModals.map((name) => {
        const modal = registeredModal(name);
        return modal ? <modal.Component key={name} /> : null;
      })}
    </Suspense>
  );
}

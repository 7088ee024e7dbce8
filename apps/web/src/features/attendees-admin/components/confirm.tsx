import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n/i18n';

/** A yes/no question before a change: Cancel has focus first; the action shows as busy until it settles. */
export function Confirm({
  title,
  children,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} title={title}>
      <div className="text-slate-700">{children}</div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          {t('attendeesAdmin.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

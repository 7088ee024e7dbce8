import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { useI18n } from '../../lib/i18n/i18n';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog shows it as busy until it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A yes/no question for destructive actions: Cancel has focus first, the action is red. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
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
          {t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

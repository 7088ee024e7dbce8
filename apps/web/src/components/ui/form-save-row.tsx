import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The last row of a settings form: its submit button and, beside it, the status line that says politely what the
 * save did or why it failed (a `role="status"` region, so screen readers announce it without moving focus).
 */
export function FormSaveRow({ label, submitting, status }: { label: string; submitting: boolean; status: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
      <p role="status" className="min-w-0 text-sm break-words text-slate-700">
        {status}
      </p>
    </div>
  );
}

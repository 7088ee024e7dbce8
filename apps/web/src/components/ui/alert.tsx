import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type AlertVariant = 'error' | 'info';

const VARIANTS: Record<AlertVariant, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  info: 'border-primary-200 bg-primary-50 text-primary-900',
};

export function Alert({
  variant = 'error',
  title,
  children,
  className,
}: {
  variant?: AlertVariant;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cx('rounded-lg border px-4 py-3', VARIANTS[variant], className)}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  );
}

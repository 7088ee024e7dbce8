import type { ReactNode } from 'react';
import { Card } from './card';

/** One titled block of the settings page, labelled by its heading for assistive technology. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-8">
      <section aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}

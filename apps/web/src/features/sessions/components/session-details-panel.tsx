import type { Session } from '@atria/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatEventDay, formatTime12 } from '../../../lib/dates';
import { SESSION_TYPE_LABELS } from '../speakers';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** docs/product.md#session-detail: Event Day ('Day N - date'), Start and End Time (12 h), Duration, Session Type, Description. */
export function SessionDetailsPanel({ session, actions }: { session: Session; actions?: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">Session Details</h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Detail term="Event Day">{formatEventDay(session.event.start_date, session.day_number)}</Detail>
        <Detail term="Start Time">{formatTime12(session.start_time)}</Detail>
        <Detail term="End Time">{formatTime12(session.end_time)}</Detail>
        <Detail term="Duration">{session.formatted_duration}</Detail>
        <Detail term="Session Type">{SESSION_TYPE_LABELS[session.session_type]}</Detail>
        <Detail term="Description">
          <span className="whitespace-pre-line">{session.description ?? 'No description yet.'}</span>
        </Detail>
      </dl>
      {actions}
    </Card>
  );
}

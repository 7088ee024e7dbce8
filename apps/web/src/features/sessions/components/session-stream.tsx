import type { Session } from '@atria/contracts';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/ui/badge';
import { formatTime12 } from '../../agenda/dates';
import { StreamPlayer } from './stream-player';

/** Spec section 2, Session detail: live flag, stream URL, start time, title, status badge and the video. */
export function SessionStream({ session, canEdit }: { session: Session; canEdit: boolean }) {
  return (
    <Card className="overflow-hidden">
      <div className="space-y-2 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {session.is_live && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
              <span aria-hidden="true" className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
              Live now
            </span>
          )}
          <StatusBadge status={session.status} />
          <span className="text-slate-600">Starts at {formatTime12(session.start_time)}</span>
        </div>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{session.title}</h2>
      </div>
      <StreamPlayer streamUrl={session.stream_url} title={session.title} canEdit={canEdit} />
      {session.stream_url && (
        <p className="relative truncate border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
          Stream:{' '}
          <a
            href={session.stream_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            {session.stream_url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </Card>
  );
}

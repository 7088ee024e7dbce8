import type { Session } from '@atria/contracts';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/ui/badge';
import { formatTime12 } from '../../../lib/dates';
import { StreamPlayer } from './stream-player';

/** docs/product.md#session-detail: live flag and status badge (one badge), start time, title, video, stream URL. */
export function SessionStream({ session, canEdit }: { session: Session; canEdit: boolean }) {
  return (
    <Card className="overflow-hidden">
      <div className="space-y-2 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {/* The live flag is the status badge's pulsing dot: one marker, not 'Live now' beside 'LIVE'. */}
          <StatusBadge status={session.status} live={session.is_live} />
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

import { usePageTitle } from '../../../components/layout/page-title';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';

/** Spec section 2, Session coming soon: a single-session event that has no session yet. */
export function SessionPendingPage({ subtitle }: { subtitle?: string }) {
  usePageTitle('Session', subtitle);
  return (
    <Card className="mx-auto mt-6 max-w-xl px-6 py-12 text-center sm:px-10">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        <Icon name="clock" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">Session Coming Soon</h2>
      <p className="mt-2 text-slate-600">This session is still being set up by the organizers. Please check back later.</p>
    </Card>
  );
}

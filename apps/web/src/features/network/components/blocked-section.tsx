import '../messages';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../lib/i18n/i18n';
import { blockedQueryOptions } from '../api';
import { imageUrl } from '../image';
import { BlockButton } from './safety-actions';

/** docs/networking.md#blocks: the people the caller blocked, each with "Unblock". */
export function BlockedSection() {
  const { t } = useI18n();
  const blocked = useQuery(blockedQueryOptions());
  return (
    <section aria-labelledby="blocked-heading">
      <h2 id="blocked-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('network.safety.blockedHeading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('network.safety.blockedIntro')}</p>
      {blocked.isError && <Alert title={t('network.directory.error')} className="mt-4" />}
      {blocked.data && blocked.data.people.length === 0 && (
        <p className="mt-4 text-slate-700">{t('network.safety.blockedEmpty')}</p>
      )}
      {blocked.data && blocked.data.people.length > 0 && (
        <ul className="mt-4 space-y-3" data-testid="blocked">
          {blocked.data.people.map((p) => (
            <li key={p.id}>
              <Card className="flex flex-wrap items-center gap-3 p-4">
                <Avatar name={p.full_name} imageUrl={imageUrl(p.avatar, 40)} size="base" />
                <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">{p.full_name}</span>
                <BlockButton person={p} blocked />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { CARD_GRID } from '../../../components/ui/card-grid';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { openModal } from '../../modals';
import { organizationsQueryOptions } from '../api';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { OrganizationCard } from './organization-card';

/** /app/organizations (title Organizations): the caller's organizations and 'New Organization'. */
export function OrganizationsPage() {
  const { t } = useI18n();
  usePageTitle(t('org.pageTitle'));
  const { data, isPending, isError } = useQuery(organizationsQueryOptions());
  const organizations = data?.organizations ?? [];

  return (
    <div className="@container mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('org.yours')}</h2>
        <Button onClick={() => openModal('createOrganization')}>
          <Icon name="plus" className="size-4" />
          {t('org.new')}
        </Button>
      </div>
      {isPending && (
        <p className="mt-8 flex items-center gap-2 text-slate-600">
          <Spinner /> {t('org.loadingList')}
        </p>
      )}
      {isError && <Alert title={t('org.errorList')} className="mt-8" />}
      {data && organizations.length === 0 && (
        <Card className="mt-8 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('org.none')}</p>
          <p className="mt-1 text-slate-600">{t('org.noneText')}</p>
        </Card>
      )}
      {organizations.length > 0 && (
        <ul className={cx('mt-6', CARD_GRID)}>
          {organizations.map((organization) => (
            <li key={organization.id}>
              <OrganizationCard organization={organization} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

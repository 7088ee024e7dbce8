import type { EventSummary } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { organizationEventsQueryOptions } from '../../events';
import { openModal } from '../../modals';
import { organizationQueryOptions } from '../api';
import { translate, useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { MembersSection } from './members-section';

/**
 * Draws the organization's events as cards. The route hands in the events feature's card grid, which stays out of
 * that feature's public entry: every page that reads an event through the entry would otherwise load the cards'
 * code too (the agenda's bundle budget, docs/architecture.md#what-the-first-page-loads).
 */
export type OrganizationEventGrid = (events: EventSummary[], orgAdminOrOwner: boolean) => ReactNode;

function OrganizationEvents({
  orgId,
  orgAdminOrOwner,
  eventGrid,
}: {
  orgId: number;
  orgAdminOrOwner: boolean;
  eventGrid: OrganizationEventGrid;
}) {
  const { t } = useI18n();
  const events = useQuery(organizationEventsQueryOptions(orgId));
  if (events.isPending) {
    return (
      <p className="mt-6 flex items-center gap-2 text-slate-600">
        <Spinner /> {t('org.loadingEvents')}
      </p>
    );
  }
  if (events.isError) return <Alert title={t('org.errorEvents')} className="mt-6" />;
  if (events.data.events.length === 0) {
    return (
      <Card className="mt-6 px-6 py-10 text-center">
        <p className="text-lg text-slate-700">{t('org.noEvents')}</p>
      </Card>
    );
  }
  return <div className="mt-6">{eventGrid(events.data.events, orgAdminOrOwner)}</div>;
}

function errorTitle(error: unknown): string {
  return isApiError(error) && error.status === 404 ? translate('org.notFound') : translate('org.errorOrganization');
}

/** /app/organizations/{orgId}/events: title = organization name, 'Events' with 'New Event', and Members. */
export function OrganizationEventsPage({ orgId, eventGrid }: { orgId: number; eventGrid: OrganizationEventGrid }) {
  const { t } = useI18n();
  const organization = useQuery(organizationQueryOptions(orgId));
  // While it loads the top bar says so (never a stand-in like 'Organization'); then the name or what went wrong.
  const title = organization.data?.name ?? (organization.isError ? errorTitle(organization.error) : t('org.loading'));
  usePageTitle(title, t('org.organizerView'));

  if (organization.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600">
        <Spinner /> {t('org.loading')}
      </p>
    );
  }
  if (organization.isError) {
    return <Alert title={errorTitle(organization.error)} />;
  }
  const org = organization.data;
  return (
    <div className="mx-auto max-w-6xl">
      <section aria-labelledby="events-heading">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="events-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('org.events')}
          </h2>
          {org.user_is_admin_or_owner && (
            <Button onClick={() => openModal('createEvent', { orgId, companyName: org.name, allowConferences: true })}>
              <Icon name="plus" className="size-4" />
              {t('org.newEvent')}
            </Button>
          )}
        </div>
        <OrganizationEvents orgId={orgId} orgAdminOrOwner={org.user_is_admin_or_owner} eventGrid={eventGrid} />
      </section>
      <MembersSection organization={org} />
    </div>
  );
}

import type { Organization } from '@atria/contracts';
import { Link } from '@tanstack/react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { formatDate } from '../../events';
import { openModal } from '../../modals';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { ORGANIZATION_ROLE_KEY } from '../member-rules';

const iconButton = 'relative z-10 flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors';

/** docs/product.md#organization-roles: an organization card; edit for OWNER or ADMIN, delete only for OWNER. */
export function OrganizationCard({ organization }: { organization: Organization }) {
  const { id, name, role, member_count: memberCount, users } = organization;
  const { t } = useI18n();
  const canEdit = role === 'OWNER' || role === 'ADMIN';
  const canDelete = role === 'OWNER';
  return (
    <Card className="relative flex h-full flex-col p-5 transition hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-lg sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
          <Icon name="building" className="size-6" />
        </span>
        <div className="flex gap-1">
          {canEdit && (
            <button
              type="button"
              aria-label={t('org.editLabel', { name })}
              className={`${iconButton} hover:bg-slate-100 hover:text-slate-900`}
              onClick={() => openModal('editOrganization', { orgId: id, name })}
            >
              <Icon name="pencil" className="size-4" />
            </button>
          )}
          {canDelete && (
            <button
              type="button"
              aria-label={t('org.deleteLabel', { name })}
              className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
              onClick={() => openModal('deleteOrganization', { orgId: id, name })}
            >
              <Icon name="trash" className="size-4" />
            </button>
          )}
        </div>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">
        {/* The link covers the whole card; the buttons above sit on top of it. */}
        <Link
          to="/app/organizations/$orgId/events"
          params={{ orgId: String(id) }}
          className="after:absolute after:inset-0 after:rounded-card"
        >
          {name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t('org.created', { date: formatDate(organization.created_at, 'medium') })}
      </p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <div className="flex items-center gap-2">
          <div className="flex -space-x-1">
            {users.slice(0, 4).map((user) => (
              <Avatar key={user.id} name={user.full_name} size="xs" className="ring-2 ring-white" />
            ))}
          </div>
          <span className="text-sm text-slate-700">{t('org.memberCount', { count: memberCount })}</span>
        </div>
        <Badge tone={role === 'MEMBER' ? 'gray' : 'violet'}>{t(ORGANIZATION_ROLE_KEY[role])}</Badge>
      </div>
    </Card>
  );
}

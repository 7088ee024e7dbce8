import type { Organization, OrganizationRole, OrganizationUser } from '@atria/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth';
import { eventKeys } from '../../events';
import { openModal } from '../../modals';
import { changeMemberRole, organizationKeys, organizationMembersQueryOptions, removeMember } from '../api';
import { memberActions } from '../member-rules';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { MemberRow } from './member-row';
import { describeError } from '../../../lib/describe-error';

/** Issue 4: the organization's members with roles; admins and owners manage them within the rules. */
export function MembersSection({ organization }: { organization: Organization }) {
  const { t } = useI18n();
  const orgId = organization.id;
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useQuery(organizationMembersQueryOptions(orgId));
  const [removing, setRemoving] = useState<OrganizationUser | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = members.data?.organization_users ?? [];
  const ownerCount = list.filter((member) => member.role === 'OWNER').length;
  const canManage = organization.user_is_admin_or_owner;

  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.all });

  async function changeRole(member: OrganizationUser, role: OrganizationRole) {
    setActionError(null);
    try {
      await changeMemberRole(orgId, member.id, role);
    } catch (error) {
      setActionError(describeError(error));
    }
    await refresh();
  }

  async function remove(member: OrganizationUser) {
    setActionError(null);
    try {
      await removeMember(orgId, member.id);
    } catch (error) {
      setActionError(describeError(error));
      setRemoving(null);
      return;
    }
    setRemoving(null);
    if (member.id === user?.id) {
      // Leaving: this organization and its events are no longer ours to see.
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      await refresh();
      await navigate({ to: '/app/organizations' });
      return;
    }
    await refresh();
  }

  return (
    <section aria-labelledby="members-heading" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="members-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('org.members')}
        </h2>
        {canManage && (
          <Button onClick={() => openModal('addMember', { orgId })}>
            <Icon name="user-plus" className="size-4" />
            {t('org.addMember')}
          </Button>
        )}
      </div>
      {actionError && <Alert title={actionError} className="mt-4" />}
      <Card className="mt-4 px-4 sm:px-6">
        {members.isPending && (
          <p className="flex items-center gap-2 py-6 text-slate-600">
            <Spinner /> {t('org.loadingMembers')}
          </p>
        )}
        {members.isError && <p className="py-6 text-red-700">{t('org.errorMembers')}</p>}
        {list.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label={t('org.members')}>
            {list.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                orgId={orgId}
                isSelf={member.id === user?.id}
                canManage={canManage}
                actions={memberActions(
                  organization.role,
                  { role: member.role, isSelf: member.id === user?.id },
                  ownerCount,
                )}
                onRoleChange={(role) => void changeRole(member, role)}
                onRemove={() => setRemoving(member)}
              />
            ))}
          </ul>
        )}
      </Card>
      {removing && (
        <ConfirmDialog
          title={removing.id === user?.id ? t('org.leaveTitle') : t('org.removeTitle')}
          confirmLabel={removing.id === user?.id ? t('org.leave') : t('org.remove')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        >
          <p>
            {removing.id === user?.id
              ? t('org.leaveText', { name: organization.name })
              : t('org.removeText', { person: removing.full_name, name: organization.name })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

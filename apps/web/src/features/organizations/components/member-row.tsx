import type { OrganizationRole, OrganizationUser } from '@atria/contracts';
import { useMutation } from '@tanstack/react-query';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { MessageButton } from '../../chat';
import { ClaimLink } from '../../invitations';
import { renewInvitation } from '../api';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { ORGANIZATION_ROLE_KEY, type MemberActions } from '../member-rules';

export interface MemberRowProps {
  member: OrganizationUser;
  orgId: number;
  isSelf: boolean;
  actions: MemberActions;
  canManage: boolean;
  onRoleChange: (role: OrganizationRole) => void;
  onRemove: () => void;
}

/** One member: who, their role (a select when the caller may change it), pending invitation, remove/leave. */
export function MemberRow({ member, orgId, isSelf, actions, canManage, onRoleChange, onRemove }: MemberRowProps) {
  const { t } = useI18n();
  // Each click mints a fresh one-time link (the previous one stops working).
  const invite = useMutation({ mutationFn: () => renewInvitation(orgId, member.id) });
  const name = member.full_name;
  return (
    <li className="py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Avatar name={name} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">
              {name}
              {isSelf && <span className="font-normal text-slate-600">{t('org.you')}</span>}
            </p>
            {member.email && <p className="truncate text-sm text-slate-600">{member.email}</p>}
            {member.invitation_pending && (
              <Badge tone="amber" className="mt-1">
                {t('org.invitationPending')}
              </Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!isSelf && !member.invitation_pending && <MessageButton userId={member.id} userName={name} />}
          {actions.roleOptions.length > 0 ? (
            <div className="w-28 shrink-0">
              <Select
                aria-label={t('org.roleOf', { name })}
                value={member.role}
                options={actions.roleOptions.map((role) => ({ value: role, label: t(ORGANIZATION_ROLE_KEY[role]) }))}
                onChange={(event) => {
                  const next = actions.roleOptions.find((role) => role === event.target.value);
                  if (next && next !== member.role) onRoleChange(next);
                }}
              />
            </div>
          ) : (
            <Badge tone={member.role === 'MEMBER' ? 'gray' : 'violet'}>{t(ORGANIZATION_ROLE_KEY[member.role])}</Badge>
          )}
          {canManage && member.invitation_pending && (
            <Button
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              loading={invite.isPending}
              onClick={() => invite.mutate()}
              aria-label={t('org.inviteLinkFor', { name })}
            >
              {t('org.inviteLink')}
            </Button>
          )}
          {(actions.canRemove || actions.canLeave) && (
            <Button
              size="sm"
              variant="ghost"
              onClick={onRemove}
              aria-label={actions.canLeave ? t('org.leaveLabel') : t('org.removeLabel', { name })}
            >
              <span className="text-red-700">{actions.canLeave ? t('org.leave') : t('org.remove')}</span>
            </Button>
          )}
        </div>
      </div>
      {invite.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('org.inviteFailed')}
        </p>
      )}
      {invite.data && (
        <div className="mt-3 rounded-lg bg-slate-50 p-4">
          <ClaimLink path={invite.data.invitation_path} label={t('org.invitationLinkFor', { name })} />
        </div>
      )}
    </li>
  );
}

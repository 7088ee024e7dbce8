import { ClaimInvitationForm, MESSAGES, type InvitationInfo } from '@atria/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BrandMark } from '../../../components/layout/brand';
import { usePageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/use-contract-form';
import { establishSession } from '../../auth';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { claimInvitationRequest, fetchInvitation } from '../api';

const isGone = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 410);
/** 410: the person was removed from the organization or event that invited them. */
const isWithdrawn = (error: unknown) => isApiError(error) && error.status === 410;

function InvalidInvitation({ withdrawn }: { withdrawn: boolean }) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  return (
    <>
      {withdrawn ? (
        <Alert title={inLanguage(MESSAGES.invitationWithdrawn)}>{t('invite.withdrawnText')}</Alert>
      ) : (
        <Alert title={t('invite.invalid')}>{t('invite.invalidText')}</Alert>
      )}
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        {t('invite.goHome')}
      </Link>
    </>
  );
}

function ClaimForm({
  token,
  invitation,
  onGone,
}: {
  token: string;
  invitation: InvitationInfo;
  onGone: (error: unknown) => void;
}) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useContractForm(ClaimInvitationForm, { password: '', password_confirm: '' });
  const joining = invitation.organization_name ?? invitation.event_title;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      // The same path as logging in: store both tokens, then load the user.
      await establishSession(() => claimInvitationRequest(token, { password }));
    } catch (error) {
      if (isGone(error)) onGone(error);
      else
        form.setFieldError('password', isApiError(error) && error.status === 422 ? error.message : MESSAGES.unexpected);
      return;
    }
    queryClient.clear();
    // An event's invitation opens the event; an organization's, the app's start.
    if (invitation.event_id !== null)
      await navigate({ to: '/app/events/$eventId', params: { eventId: String(invitation.event_id) }, replace: true });
    else await navigate({ to: '/app', replace: true });
  });

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {t('invite.welcome', { name: invitation.first_name })}
      </h1>
      <p className="mt-2 text-slate-700">
        {joining ? <>{t('invite.invitedTo', { place: joining })} </> : null}
        {t('invite.setPasswordFor', { email: invitation.email })}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <input type="email" name="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <TextField
          label={t('invite.password')}
          type="password"
          autoComplete="new-password"
          autoFocus
          field={form.field('password')}
        />
        <TextField
          label={t('invite.confirm')}
          type="password"
          autoComplete="new-password"
          field={form.field('password_confirm')}
        />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {t('invite.submit')}
        </Button>
      </form>
    </>
  );
}

/** /invite/{token}: an invited person sets their password and is logged in (issue 4). */
export function ClaimInvitationPage({ token }: { token: string }) {
  const { t } = useI18n();
  usePageTitle(t('invite.title'));
  const invitation = useQuery({
    queryKey: ['invitations', token],
    queryFn: () => fetchInvitation(token),
    retry: false,
    staleTime: Infinity,
  });
  const [gone, setGone] = useState<{ error: unknown } | null>(null);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <Link to="/" aria-label={t('invite.home')} className="mb-6 rounded-lg">
        <BrandMark className="size-12" />
      </Link>
      <Card className="w-full max-w-md p-6 sm:p-8">
        {invitation.isPending && (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner /> {t('invite.loading')}
          </p>
        )}
        {gone && <InvalidInvitation withdrawn={isWithdrawn(gone.error)} />}
        {!gone && invitation.isError && isGone(invitation.error) && (
          <InvalidInvitation withdrawn={isWithdrawn(invitation.error)} />
        )}
        {!gone && invitation.isError && !isGone(invitation.error) && <Alert title={t('invite.error')} />}
        {!gone && invitation.data && (
          <ClaimForm token={token} invitation={invitation.data} onGone={(error) => setGone({ error })} />
        )}
      </Card>
    </main>
  );
}

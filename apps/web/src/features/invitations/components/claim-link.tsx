import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { claimUrl } from '../api';

/**
 * The one-time link an invited person uses to set a password. Until mail delivery exists the inviting
 * admin hands it over, so it is shown in full (selectable) with a Copy button.
 */
export function ClaimLink({ path, label }: { path: string; label?: string }) {
  const { t } = useI18n();
  const inputId = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = claimUrl(path);

  function copy() {
    navigator.clipboard.writeText(url).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  }

  return (
    <div>
      <Label htmlFor={inputId}>{label ?? t('invite.link')}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="text-sm"
        />
        <Button variant="secondary" className="h-11 shrink-0" onClick={copy}>
          {t('invite.copy')}
        </Button>
      </div>
      <p aria-live="polite" className="mt-1.5 min-h-5 text-sm text-slate-600">
        {status === 'copied' && t('invite.copied')}
        {status === 'failed' && t('invite.copyBlocked')}
      </p>
    </div>
  );
}

/** After inviting someone new: who it is for, the link, and a way to finish. */
export function InvitationCreated({ name, path, onDone }: { name: string; path: string; onDone: () => void }) {
  const { t } = useI18n();
  return (
    <div className="space-y-5">
      <p className="text-slate-700">{t('invite.created', { name })}</p>
      <ClaimLink path={path} />
      <Button size="lg" className="w-full" onClick={onDone}>
        {t('invite.done')}
      </Button>
    </div>
  );
}

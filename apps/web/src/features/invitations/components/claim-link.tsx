import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { claimUrl } from '../api';

/**
 * The one-time link an invited person uses to set a password. Until mail delivery exists the inviting
 * admin hands it over, so it is shown in full (selectable) with a Copy button.
 */
export function ClaimLink({ path, label = 'Invitation link' }: { path: string; label?: string }) {
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
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="text-sm"
        />
        <Button variant="secondary" className="h-11 shrink-0" onClick={copy}>
          Copy
        </Button>
      </div>
      <p aria-live="polite" className="mt-1.5 min-h-5 text-sm text-slate-600">
        {status === 'copied' && 'Link copied to the clipboard.'}
        {status === 'failed' && 'Copying is blocked here; select the link and copy it yourself.'}
      </p>
    </div>
  );
}

/** After inviting someone new: who it is for, the link, and a way to finish. */
export function InvitationCreated({ name, path, onDone }: { name: string; path: string; onDone: () => void }) {
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        <strong className="font-semibold text-slate-900">{name}</strong> doesn't have an Atria account yet. Send them
        this link so they can set a password and join. It works once.
      </p>
      <ClaimLink path={path} />
      <Button size="lg" className="w-full" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

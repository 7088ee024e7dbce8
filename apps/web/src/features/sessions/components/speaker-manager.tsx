import type { Session, SessionSpeaker } from '@atria/contracts';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';
import { cx } from '../../../lib/cx';
import { describeError } from '../../../lib/describe-error';
import { isEnumValue } from '../../../lib/enum-values';
import { SPEAKER_ROLE_ORDER, speakerAffiliation } from '../speakers';
import { SpeakerAvatar } from './speaker-avatar';
import { useSpeakerChange } from '../use-session-mutations';
import { AddSpeakerForm } from './add-speaker-form';
import { speakerRoleOptions } from './speaker-role-options';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

type Change = ReturnType<typeof useSpeakerChange>;

function IconButton({
  label,
  danger = false,
  disabled,
  onClick,
  children,
}: {
  label: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        'flex size-9 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-40',
        danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}

function SpeakerRow({
  speaker,
  index,
  count,
  change,
}: {
  speaker: SessionSpeaker;
  index: number;
  count: number;
  change: Change;
}) {
  const { t } = useI18n();
  const name = speaker.speaker_name;
  const busy = change.isPending;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="managed-speaker">
      <span className="w-5 text-right text-sm font-semibold text-slate-600" aria-hidden="true">
        {speaker.order}
      </span>
      <SpeakerAvatar name={name} imageUrl={speaker.image_url} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate font-semibold text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-600">{speakerAffiliation(speaker.title, speaker.company_name)}</p>
      </div>
      <div className="w-40 shrink-0">
        <Select
          aria-label={t('session.manager.role', { name })}
          options={speakerRoleOptions(t)}
          value={speaker.role}
          disabled={busy}
          onChange={(e) => {
            const role = e.target.value;
            if (isEnumValue(SPEAKER_ROLE_ORDER, role)) change.mutate({ kind: 'role', userId: speaker.user_id, role });
          }}
        />
      </div>
      <div className="flex items-center gap-1">
        <IconButton
          label={t('session.manager.moveUp', { name })}
          disabled={busy || index === 0}
          onClick={() => change.mutate({ kind: 'move', userId: speaker.user_id, order: speaker.order - 1 })}
        >
          <Icon name="chevron-down" className="size-4 rotate-180" />
        </IconButton>
        <IconButton
          label={t('session.manager.moveDown', { name })}
          disabled={busy || index === count - 1}
          onClick={() => change.mutate({ kind: 'move', userId: speaker.user_id, order: speaker.order + 1 })}
        >
          <Icon name="chevron-down" className="size-4" />
        </IconButton>
        <IconButton
          label={t('session.manager.remove', { name })}
          danger
          disabled={busy}
          onClick={() => change.mutate({ kind: 'remove', userId: speaker.user_id })}
        >
          <Icon name="x" className="size-4" />
        </IconButton>
      </div>
    </li>
  );
}

/** Editors: add a participant as a speaker, change roles, reorder (up/down) and remove. */
export function SpeakerManager({ session }: { session: Session }) {
  const { t } = useI18n();
  const change = useSpeakerChange(session.id);
  const speakers = [...session.session_speakers].sort((a, b) => a.order - b.order);
  return (
    <div className="space-y-4">
      {change.isError && <Alert title={t('session.manager.failed')}>{describeError(change.error)}</Alert>}
      {speakers.length === 0 ? (
        <p className="text-slate-600">{t('session.manager.empty')}</p>
      ) : (
        <ol aria-label={t('session.manager.list')} className="divide-y divide-slate-100">
          {speakers.map((speaker, index) => (
            <SpeakerRow key={speaker.user_id} speaker={speaker} index={index} count={speakers.length} change={change} />
          ))}
        </ol>
      )}
      <AddSpeakerForm
        eventId={session.event_id}
        speakers={speakers}
        busy={change.isPending && change.variables.kind === 'add'}
        onAdd={(userId, role) =>
          change.mutateAsync({ kind: 'add', userId, role }).then(
            () => true,
            () => false,
          )
        }
      />
    </div>
  );
}

import { MESSAGES, SpeakerInfoBody, type EventUser } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea';
import { contractForm } from '../../../lib/form-schema';
import { useContractForm } from '../../../lib/use-contract-form';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { eventKeys, updateSpeakerInfo } from '../api';

const SpeakerInfoForm = contractForm(
  z.object({ speaker_title: z.string(), speaker_bio: z.string() }),
  SpeakerInfoBody,
  (v) => ({
    speaker_title: v.speaker_title.trim() === '' ? null : v.speaker_title,
    speaker_bio: v.speaker_bio.trim() === '' ? null : v.speaker_bio,
  }),
);

/** The speaker's title and bio for this event, shown on the speakers page. */
export function SpeakerInfoDialog({
  eventId,
  speaker,
  onClose,
}: {
  eventId: number;
  speaker: EventUser;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useContractForm(SpeakerInfoForm, {
    speaker_title: speaker.speaker_title ?? '',
    speaker_bio: speaker.speaker_bio ?? '',
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await updateSpeakerInfo(eventId, speaker.user_id, body);
    } catch {
      form.setFieldError('speaker_title', MESSAGES.unexpected);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: eventKeys.allUsers(eventId) });
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dialog.speakerInfo.title')}
      description={speaker.user_name}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={t('dialog.speakerInfo.speakerTitle')} autoFocus field={form.field('speaker_title')} />
        <TextAreaField label={t('dialog.speakerInfo.bio')} rows={5} field={form.field('speaker_bio')} />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {t('dialog.speakerInfo.save')}
        </Button>
      </form>
    </Dialog>
  );
}

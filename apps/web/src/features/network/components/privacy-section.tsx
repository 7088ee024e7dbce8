import { PrivacySettings } from '@atria/contracts/network';
import type { MediaImage, PrivacySettings as Privacy } from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAuth } from '../../auth';
import { networkKeys, privacyQueryOptions } from '../api';
import { imageUrl } from '../image';
import { describeError } from '../../../lib/describe-error';

const AUDIENCES = ['EVERYONE', 'CONNECTIONS', 'NOBODY'] as const;
const AUDIENCE_LABEL = {
  EVERYONE: 'network.privacy.EVERYONE',
  CONNECTIONS: 'network.privacy.CONNECTIONS',
} as const;

/** The caller's photo and privacy settings (docs/networking.md#privacy, docs/images.md#uploading). */
export function PrivacySection() {
  const { t } = useI18n();
  const privacy = useQuery(privacyQueryOptions());
  return (
    <section aria-labelledby="privacy-heading" className="space-y-6">
      <div>
        <h2 id="privacy-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('network.privacy.heading')}
        </h2>
        <p className="mt-1 text-slate-700">{t('network.privacy.intro')}</p>
      </div>
      <AvatarUpload />
      {privacy.data && <PrivacyForm initial={privacy.data} />}
    </section>
  );
}

function PrivacyForm({ initial }: { initial: Privacy }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const form = useContractForm(PrivacySettings, { ...initial });
  const options = (nobody: 'network.privacy.NOBODY' | 'network.privacy.messagesNobody') =>
    AUDIENCES.map((a) => ({ value: a, label: t(a === 'NOBODY' ? nobody : AUDIENCE_LABEL[a]) }));
  const onSubmit = form.handleSubmit(async (body) => {
    setStatus(null);
    try {
      const saved = await api.network.setPrivacy({ body });
      queryClient.setQueryData(networkKeys.privacy, saved);
      setStatus(t('network.privacy.saved'));
    } catch (e) {
      setStatus(t('network.actionFailed', { message: describeError(e) }));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <SelectField
        label={t('network.privacy.profile')}
        options={options('network.privacy.NOBODY')}
        field={form.field('profile')}
      />
      <SelectField
        label={t('network.privacy.email')}
        options={options('network.privacy.NOBODY')}
        field={form.field('email')}
      />
      <SelectField
        label={t('network.privacy.messages')}
        options={options('network.privacy.messagesNobody')}
        field={form.field('messages')}
      />
      <Button type="submit" loading={form.submitting}>
        {t('network.privacy.save')}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
    </form>
  );
}

/** Uploading one's photo: the file goes as is; the server checks, resizes and re-encodes it. */
function AvatarUpload() {
  const { t } = useI18n();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<MediaImage | null>(null);
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={name} imageUrl={imageUrl(uploaded ?? user.avatar, 64)} size="lg" />
      <div className="min-w-0 max-w-full">
        <label htmlFor="avatar-file" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('network.avatar.label')}
        </label>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={busy}
          className="block max-w-full text-sm text-slate-800 file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setStatus(null);
            try {
              setUploaded(await api.users.setAvatar({ body: file, contentType: file.type || undefined }));
              await queryClient.invalidateQueries();
              setStatus(t('network.avatar.saved'));
            } catch (err) {
              setStatus(t('network.actionFailed', { message: describeError(err) }));
            } finally {
              setBusy(false);
              if (input.current) input.current.value = '';
            }
          }}
        />
        <p role="status" className="mt-1 text-sm text-slate-700">
          {status}
        </p>
      </div>
    </div>
  );
}

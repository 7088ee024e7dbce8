import { Icon } from '../../../components/ui/icons';
import { parseStreamUrl } from '../video';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

/**
 * The session's video: a Vimeo or YouTube player, a link card for any other URL, or an empty frame. The only
 * place third-party players load (the server's CSP frames player.vimeo.com and YouTube, nothing else).
 */
export function StreamPlayer({
  streamUrl,
  title,
  canEdit,
}: {
  streamUrl: string | null;
  title: string;
  canEdit: boolean;
}) {
  const { t } = useI18n();
  const source = parseStreamUrl(streamUrl);
  if (source?.kind === 'vimeo' || source?.kind === 'youtube') {
    return (
      <div className="aspect-video w-full bg-slate-950">
        <iframe
          src={source.embedUrl}
          title={t('session.player.video', { title })}
          className="size-full"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (source?.kind === 'link') {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-4 bg-slate-900 px-6 text-center text-white">
        <Icon name="video" className="size-10 text-primary-300" />
        <p className="text-slate-200">{t('session.player.streamsOn', { host: source.host })}</p>
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-slate-900 hover:bg-primary-50"
        >
          {t('session.player.open')}
          <span className="sr-only">{t('session.newTab')}</span>
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    );
  }
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-slate-900 px-6 text-center">
      <Icon name="video" className="size-10 text-slate-400" />
      <p className="font-medium text-slate-100">{t('session.player.none')}</p>
      <p className="text-sm text-slate-300">{canEdit ? t('session.player.addHint') : t('session.player.later')}</p>
    </div>
  );
}

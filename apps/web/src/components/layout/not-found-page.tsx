import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../ui/button';
import { useI18n } from '../../lib/i18n/i18n';
import { BrandMark } from './brand';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <BrandMark className="size-12" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}

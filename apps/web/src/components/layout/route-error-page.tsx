import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { describeError } from '../../lib/describe-error';
import { useI18n } from '../../lib/i18n/i18n';
import { Button, buttonClasses } from '../ui/button';
import { BrandMark } from './brand';

/**
 * What a page that could not be loaded shows (the router's error component), in the reader's language: a page's
 * code or texts that did not arrive (offline, a new version deployed meanwhile), or its data refused. The router's
 * own page would show an English text and the exception's; reloading fetches the current version again.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <BrandMark className="size-12" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t('routeError.title')}</h1>
      <p role="alert" className="mt-2 text-slate-600">
        {describeError(error)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          {t('routeError.retry')}
        </Button>
        <Link to="/" className={buttonClasses('secondary', 'lg')}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}

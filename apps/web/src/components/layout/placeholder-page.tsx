import { Card } from '../ui/card';
import { Icon } from '../ui/icons';
import { useI18n } from '../../lib/i18n/i18n';
import { usePageTitle } from './page-title';

export interface PlaceholderPageProps {
  /** Header title of the page. */
  title: string;
  subtitle?: string;
  /** Name used in the '{route} is under construction' sentence; defaults to the title. */
  route?: string;
}

/** docs/product.md#roadmap-and-placeholders: '{route} is under construction' with 'Coming Soon'. */
export function PlaceholderPage({ title, subtitle, route = title }: PlaceholderPageProps) {
  usePageTitle(title, subtitle);
  return <UnderConstruction route={route} />;
}

/** The placeholder's card alone, for pages that set the top bar themselves. */
export function UnderConstruction({ route }: { route: string }) {
  const { t } = useI18n();
  return (
    <Card className="mx-auto mt-6 max-w-xl px-6 py-12 text-center sm:px-10">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        <Icon name="wrench" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{t('placeholder.underConstruction', { route })}</h2>
      <p className="mt-2 text-base font-medium text-primary-700">{t('placeholder.comingSoon')}</p>
    </Card>
  );
}

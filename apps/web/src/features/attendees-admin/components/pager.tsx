import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useI18n } from '../../../lib/i18n/i18n';

/** Previous / next with "Page n of m"; hidden when everything fits on one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('attendeesAdmin.page.nav')} className="flex items-center justify-between gap-3 pt-4">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevron-left" className="size-4 rtl:-scale-x-100" />
        {t('attendeesAdmin.page.previous')}
      </Button>
      <p className="text-sm text-slate-700">{t('attendeesAdmin.page.status', { page, pages })}</p>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('attendeesAdmin.page.next')}
        <Icon name="chevron-right" className="size-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}

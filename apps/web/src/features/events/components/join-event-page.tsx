import { PlaceholderPage } from '../../../components/layout/placeholder-page';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';

/** /app/events/join: joining an event by code is not built yet (docs/product.md#roadmap-and-placeholders). */
export function JoinEventPage() {
  const { t } = useI18n();
  return <PlaceholderPage title={t('join.title')} />;
}

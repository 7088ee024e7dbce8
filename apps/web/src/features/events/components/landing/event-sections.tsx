import type { EventDetail } from '@atria/contracts';
import { Card } from '../../../../components/ui/card';
import { useI18n } from '../../../../lib/i18n/i18n';
import '../../../app-messages';
import { Icon } from '../../../../components/ui/icons';

const heading = 'text-2xl font-bold tracking-tight text-slate-900';

export function EventWelcome({ welcome }: { welcome: NonNullable<EventDetail['sections']['welcome']> }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="event-welcome">
      <h2 id="event-welcome" className={heading}>
        {welcome.title || t('events.home.welcome')}
      </h2>
      <p className="mt-3 max-w-3xl whitespace-pre-line text-slate-700">{welcome.content}</p>
    </section>
  );
}

export function EventHighlights({ highlights }: { highlights: EventDetail['sections']['highlights'] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="event-highlights">
      <h2 id="event-highlights" className={heading}>
        {t('events.home.highlights')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {highlights.map((highlight, index) => (
          <li key={`${index}-${highlight.title}`}>
            <Card className="h-full p-5">
              <Icon name="star" className="size-6 text-primary-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{highlight.title}</h3>
              {highlight.description && (
                <p className="mt-1 whitespace-pre-line text-slate-700">{highlight.description}</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Frequently Asked Questions' with expandable items (native details: keyboard and screen readers for free). */
export function EventFaqs({ faqs }: { faqs: EventDetail['sections']['faqs'] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="event-faqs">
      <h2 id="event-faqs" className={heading}>
        {t('events.home.faq')}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card">
        {faqs.map((faq, index) => (
          <details key={`${index}-${faq.question}`} className="group px-5 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <Icon name="chevron-down" className="size-5 text-slate-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 whitespace-pre-line text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

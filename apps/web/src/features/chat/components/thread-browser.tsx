import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useEffect, useId, useState, type Ref } from 'react';
import { cx } from '../../../lib/cx';
import { useChatState } from '../chat-store';
import { ChatIcon } from './chat-icons';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { ThreadList } from './thread-list';

type Tab = 'event' | 'general';

const tabClass = cx(
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900',
  'data-[state=active]:bg-white data-[state=active]:text-primary-800 data-[state=active]:shadow-sm',
);

/**
 * The sidebar's body: the 'Search messages' box (filters by name and last message), the 'Event' tab on event
 * routes (that event's threads) and 'General' (every thread), and the list.
 */
export function ThreadBrowser({ searchRef, onOpened }: { searchRef: Ref<HTMLInputElement>; onOpened?: () => void }) {
  const { t } = useI18n();
  const { currentEventId } = useChatState();
  const [tab, setTab] = useState<Tab>(currentEventId === null ? 'general' : 'event');
  const [query, setQuery] = useState('');
  const searchId = useId();

  // Entering an event opens its tab; leaving it falls back to General.
  useEffect(() => {
    setTab(currentEventId === null ? 'general' : 'event');
  }, [currentEventId]);

  const list = (eventId: number | null) => <ThreadList query={query} eventId={eventId} onOpened={onOpened} />;

  return (
    <div className="flex min-h-0 flex-1 flex-col border-t border-slate-200">
      <div className="relative px-3 pt-3">
        <label htmlFor={searchId} className="sr-only">
          {t('chat.search')}
        </label>
        <ChatIcon
          name="search"
          className="pointer-events-none absolute top-1/2 start-6 mt-1.5 size-4 -translate-y-1/2 text-slate-600"
        />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('chat.search')}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pe-3 ps-9 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600"
        />
      </div>
      <TabsPrimitive.Root
        value={tab}
        onValueChange={(value) => setTab(value === 'event' ? 'event' : 'general')}
        className="flex min-h-0 flex-1 flex-col"
      >
        <TabsPrimitive.List
          aria-label={t('chat.conversations')}
          className={cx(
            'mx-3 mt-3 gap-1 rounded-lg bg-slate-100 p-1',
            currentEventId === null ? 'flex self-start' : 'grid grid-cols-2',
          )}
        >
          {currentEventId !== null && (
            <TabsPrimitive.Trigger value="event" className={tabClass}>
              {t('chat.tab.event')}
            </TabsPrimitive.Trigger>
          )}
          <TabsPrimitive.Trigger value="general" className={tabClass}>
            {t('chat.tab.general')}
          </TabsPrimitive.Trigger>
        </TabsPrimitive.List>
        {currentEventId !== null && (
          <TabsPrimitive.Content
            value="event"
            className="min-h-0 flex-1 overflow-y-auto focus:outline-none focus-visible:outline-2"
          >
            {list(currentEventId)}
          </TabsPrimitive.Content>
        )}
        <TabsPrimitive.Content
          value="general"
          className="min-h-0 flex-1 overflow-y-auto focus:outline-none focus-visible:outline-2"
        >
          {list(null)}
        </TabsPrimitive.Content>
      </TabsPrimitive.Root>
    </div>
  );
}

import type { ChatReaction, SessionChatMessage } from '@atria/contracts/live';
import { CHAT_REACTIONS } from '@atria/contracts/zod-free';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import { directionOf } from '../../../lib/i18n/locales';
import { reactToMessage } from '../api';
import { applyReaction } from '../chat-cache';
import { errorText } from './error-text';

/** How each reaction of the contracts' fixed set is drawn, and its name for screen readers. */
export const REACTION_GLYPHS: Record<ChatReaction, string> = {
  thumbs_up: '👍',
  heart: '❤️',
  laugh: '😂',
  party: '🎉',
  wow: '😮',
  clap: '👏',
};

const REACTION_NAMES: Record<ChatReaction, MessageKey> = {
  thumbs_up: 'live.reaction.thumbsUp',
  heart: 'live.reaction.heart',
  laugh: 'live.reaction.laugh',
  party: 'live.reaction.party',
  wow: 'live.reaction.wow',
  clap: 'live.reaction.clap',
};

/**
 * A message's reactions: one toggle per reaction it has (pressed when the reader's is among them, with the count),
 * and a menu to add one of the fixed set. The server's answer updates the count at once; the room hears it with
 * `chat_reaction_updated`.
 */
export function MessageReactions({
  message,
  userId,
  onAnnounce,
}: {
  message: SessionChatMessage;
  userId: number;
  onAnnounce: (text: string) => void;
}) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();

  const toggle = (emoji: ChatReaction, on: boolean) => {
    reactToMessage(message.id, emoji, on).then(
      (update) => applyReaction(queryClient, update, userId),
      (error: unknown) => onAnnounce(errorText(error, t('live.error.generic'))),
    );
  };

  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      {message.reactions.map((r) => (
        <button
          key={r.emoji}
          type="button"
          aria-pressed={r.mine}
          aria-label={t('live.reaction.toggle', { name: t(REACTION_NAMES[r.emoji]), count: r.count })}
          onClick={() => toggle(r.emoji, !r.mine)}
          className={
            r.mine
              ? 'inline-flex h-6 items-center gap-1 rounded-full border border-primary-300 bg-primary-50 px-2 text-xs text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600'
              : 'inline-flex h-6 items-center gap-1 rounded-full border border-slate-200 bg-white px-2 text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600'
          }
        >
          <span aria-hidden="true">{REACTION_GLYPHS[r.emoji]}</span>
          <span aria-hidden="true">{r.count}</span>
        </button>
      ))}
      <DropdownMenu.Root modal={false} dir={directionOf(locale)}>
        <DropdownMenu.Trigger
          aria-label={t('live.reaction.add', { name: message.author.full_name })}
          className="inline-flex h-6 items-center rounded-full px-1.5 text-xs text-slate-600 opacity-70 group-hover:opacity-100 hover:bg-slate-100 hover:text-slate-900 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
            <circle cx="12" cy="12" r="9" />
            <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" strokeLinecap="round" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 flex gap-0.5 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {CHAT_REACTIONS.map((emoji) => {
            const mine = message.reactions.some((r) => r.emoji === emoji && r.mine);
            return (
              <DropdownMenu.Item
                key={emoji}
                aria-label={t(REACTION_NAMES[emoji])}
                onSelect={() => toggle(emoji, !mine)}
                className="flex size-8 cursor-pointer items-center justify-center rounded-md text-lg outline-none data-[highlighted]:bg-primary-50"
              >
                <span aria-hidden="true">{REACTION_GLYPHS[emoji]}</span>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

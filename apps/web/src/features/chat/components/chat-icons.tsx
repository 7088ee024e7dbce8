import { StrokeIcon } from '../../../components/ui/stroke-icon';

/**
 * The chat's own stroke icons (24×24, 2 px, like components/ui/icons). Kept here so they load with the chat,
 * not with the landing page's icon set.
 */
const PATHS = {
  message: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'],
  send: ['m22 2-7 20-4-9-9-4z', 'M22 2 11 13'],
  maximize: ['M15 3h6v6', 'M9 21H3v-6', 'M21 3l-7 7', 'M3 21l7-7'],
  restore: ['M4 14h6v6', 'M20 10h-6V4', 'M14 10l7-7', 'M3 21l7-7'],
  close: ['M18 6 6 18', 'm6 6 12 12'],
  search: ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'm21 21-4.3-4.3'],
  'chevron-up': ['m18 15-6-6-6 6'],
  'chevron-down': ['m6 9 6 6 6-6'],
  'check-double': ['M18 7 7.5 17.5 3 13', 'm22 10-7.5 7.5-1.5-1.5'],
} as const;

export type ChatIconName = keyof typeof PATHS;

export function ChatIcon({ name, className }: { name: ChatIconName; className?: string }) {
  return <StrokeIcon paths={PATHS[name]} className={className} />;
}

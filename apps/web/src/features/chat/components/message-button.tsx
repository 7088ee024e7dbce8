import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import '../messages';
import { useStartConversation } from '../use-chat-hooks';
import { ChatIcon } from './chat-icons';

export interface MessageButtonProps {
  /** The person to message. */
  userId: number;
  /** The event the conversation belongs to (its Event tab); omit for a general conversation. */
  eventId?: number;
  /** Visible text; 'Message' by default. */
  label?: string;
  /** The person's name, for the accessible name ('Message Ada Lovelace') when several buttons share a page. */
  userName?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Starts (or reopens) the conversation with a user and opens its chat window. Renders nothing for the signed-in
 * user themself. A failure is logged and said next to the button.
 */
export function MessageButton({
  userId,
  eventId,
  label,
  userName,
  variant = 'secondary',
  size = 'sm',
  className,
}: MessageButtonProps) {
  const { t } = useI18n();
  const { user } = useAuth();
  const { startConversation, isPending, error } = useStartConversation();
  if (!user || user.id === userId) return null;
  const text = label ?? t('chat.message');
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant={variant}
        size={size}
        loading={isPending}
        onClick={() => startConversation(userId, eventId)}
        aria-label={userName ? t('chat.messagePerson', { label: text, name: userName }) : undefined}
        className={className}
      >
        {!isPending && <ChatIcon name="message" className="size-4" />}
        {text}
      </Button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {t('chat.openFailed')}
        </span>
      )}
    </span>
  );
}

/**
 * Slot for the messaging sidebar and chat windows (spec section 2, Chat). The app shell renders it for
 * signed-in users; the direct-messaging issue fills it in.
 */
export function ChatContainer() {
  return null;
}

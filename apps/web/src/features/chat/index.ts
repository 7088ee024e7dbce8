/** The chat's public surface for other features: a 'Message' action and the hook behind it. */
export { MessageButton, type MessageButtonProps } from './components/message-button';
export { useStartConversation, type StartConversation } from './use-chat-hooks';
/** The app's one realtime connection, shared by features that listen to their own server events (the bell, the live session panel). */
export { chatSocket, useSocketState } from './chat-socket';

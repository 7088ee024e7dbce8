/** The chat's public surface for other features: a 'Message' action and the hook behind it. */
export { MessageButton, type MessageButtonProps } from './components/message-button';
export { useStartConversation, type StartConversation } from './use-chat-hooks';
export { chatSocket } from './chat-socket';

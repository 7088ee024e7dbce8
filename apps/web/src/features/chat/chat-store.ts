import { createStore, useStore } from '../../lib/create-store';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-state';

const store = createStore<ChatState>(initialChatState);

/** Applies one chat action (see chat-state.ts for the rules). */
export function dispatchChat(action: ChatAction): void {
  store.setState((state) => chatReducer(state, action));
}

export function getChatState(): ChatState {
  return store.getState();
}

export function useChatState(): ChatState {
  return useStore(store);
}

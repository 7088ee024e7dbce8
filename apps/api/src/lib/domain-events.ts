import { EventEmitter } from 'node:events';

/**
 * Domain events published by services after their transaction commits. realtime/publisher.ts is the only
 * subscriber that talks to sockets; services never reach for `io` themselves.
 */
export interface DomainEventMap {
  'dm.thread_created': { threadId: number; userIds: [number, number]; createdBy: number };
  'dm.message_created': { threadId: number; messageId: number; senderId: number; recipientId: number };
  'dm.messages_read': { threadId: number; readerId: number; otherUserId: number; messageIds: number[] };
}

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  publish<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  subscribe<K extends keyof DomainEventMap>(name: K, listener: (payload: DomainEventMap[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}

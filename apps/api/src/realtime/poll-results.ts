import type { PollResults } from '@atria/contracts/live';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../lib/domain-events';

/** At most one `poll_results_updated` per poll and instance in this interval, however many votes arrive. */
export const POLL_RESULTS_EVERY_MS = 250;

/**
 * Coalesces an open poll's results: the first vote (`live.poll_voted`) on this instance starts a timer, the
 * votes that follow within POLL_RESULTS_EVERY_MS ride along, and when it fires the results are read once and
 * published as `live.poll_results` (the publisher sends them to the poll's voters and the staff). A thousand
 * votes in a second thus cost four reads and four broadcasts per instance, not a thousand of each.
 */
export class PollResultsBroadcast {
  private readonly pending = new Map<number, NodeJS.Timeout>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly events: DomainEvents,
    private readonly read: (pollId: number) => Promise<PollResults | undefined>,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = POLL_RESULTS_EVERY_MS,
  ) {
    this.unsubscribe = events.subscribe('live.poll_voted', ({ pollId }) => this.schedule(pollId));
  }

  close(): void {
    this.unsubscribe();
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private schedule(pollId: number): void {
    if (this.pending.has(pollId)) return;
    const timer = setTimeout(() => {
      this.pending.delete(pollId);
      this.read(pollId).then(
        (results) => {
          if (results) this.events.publish('live.poll_results', { results });
        },
        (err: unknown) => this.log.error({ err, pollId }, 'poll results: read failed'),
      );
    }, this.everyMs);
    timer.unref();
    this.pending.set(pollId, timer);
  }
}

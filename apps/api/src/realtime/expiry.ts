const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When each socket's access token expires, for all sockets of a server with one timer, instead of a timer
 * and a closure per socket (the largest part of what an idle socket cost beyond Socket.IO itself).
 *
 * Sockets are held by id, grouped by the whole second their token expires in (JWT `exp` is in seconds, so a
 * group is exactly one expiry time), and looked up when their second comes. A socket that disconnected
 * earlier leaves only its id behind until then: nothing has to be removed at disconnect, and a closed
 * socket is never kept alive by the schedule. `onExpire` runs for every id whose time has come, never
 * before its `expiresAtMs`.
 */
export class ExpirySchedule {
  private readonly due = new Map<number, string[]>();
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Number.POSITIVE_INFINITY;
  private stopped = false;

  /** `onError` gets what `onExpire` threw; the other ids are handed over all the same. */
  constructor(
    private readonly onExpire: (id: string) => void,
    private readonly onError: (err: unknown, id: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Schedules `id` for `expiresAtMs`; an already expired id is handled on the next turn of the event loop. */
  add(id: string, expiresAtMs: number): void {
    if (this.stopped) return;
    const at = Math.ceil(expiresAtMs / 1000) * 1000;
    const ids = this.due.get(at);
    if (ids) ids.push(id);
    else this.due.set(at, [id]);
    if (at < this.timerAt) this.arm(at);
  }

  /** Ids scheduled and not yet handed to `onExpire` (for tests). */
  get size(): number {
    let n = 0;
    for (const ids of this.due.values()) n += ids.length;
    return n;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.due.clear();
  }

  private arm(at: number): void {
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => this.fire(), Math.min(Math.max(at - this.now(), 0), MAX_TIMER_MS));
    this.timer.unref();
  }

  private fire(): void {
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    const now = this.now();
    let next = Number.POSITIVE_INFINITY;
    const expired: string[][] = [];
    for (const [at, ids] of this.due) {
      if (at <= now) {
        expired.push(ids);
        this.due.delete(at);
      } else if (at < next) {
        next = at;
      }
    }
    if (next !== Number.POSITIVE_INFINITY) this.arm(next);
    for (const ids of expired) {
      for (const id of ids) {
        try {
          this.onExpire(id);
        } catch (err) {
          this.onError(err, id);
        }
      }
    }
  }
}

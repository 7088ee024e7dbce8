import { describe, expect, it } from 'vitest';
import { ThreadsQuery, ThreadsResponse } from './messages';
import { GetThreadsPayload } from './realtime';
import { LIMITS } from './validation';

describe('thread lists', () => {
  it('page like every list, over HTTP and over the socket', () => {
    for (const schema of [ThreadsQuery, GetThreadsPayload]) {
      expect(schema.parse({})).toEqual({ page: 1, per_page: LIMITS.perPageDefault });
      expect(schema.parse({ page: 2, per_page: 3, event_id: 7 })).toEqual({ page: 2, per_page: 3, event_id: 7 });
      expect(schema.safeParse({ per_page: LIMITS.perPageMax + 1 }).success).toBe(false);
      expect(schema.safeParse({ page: 0 }).success).toBe(false);
    }
  });

  it('answer with the list fields', () => {
    expect(Object.keys(ThreadsResponse.shape).sort()).toEqual([
      'current_page',
      'per_page',
      'threads',
      'total_items',
      'total_pages',
    ]);
  });
});

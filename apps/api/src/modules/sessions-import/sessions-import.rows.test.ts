import { splitSpeakersCell } from '@atria/contracts/sessions-import';
import { describe, expect, it } from 'vitest';
import type { RawSessionRow } from './sessions-import.parser';
import { classifySessionRows, countSessionRows, type Participant } from './sessions-import.rows';

const row = (line: number, cells: Partial<RawSessionRow['cells']>): RawSessionRow => ({
  line,
  cells: {
    title: '',
    day: '1',
    start: '09:00',
    end: '10:00',
    type: '',
    description: '',
    'stream url': '',
    speakers: '',
    ...cells,
  },
});

// 2031-03-30 is the last Sunday of March: clocks in Berlin jump from 02:00 to 03:00.
const berlin = { start_date: '2031-03-30', time_zone: 'Europe/Berlin', day_count: 2 };
const ann: Participant = { id: 7, name: 'Ann Lee' };
const people = new Map([['ann@example.com', ann]]);

describe('classifySessionRows', () => {
  it("refuses a time that does not exist on its day in the event's zone, on that day only", () => {
    const rows = classifySessionRows(
      [
        row(2, { title: 'Gap', start: '02:30', end: '03:30' }),
        row(3, { title: 'Next day', day: '2', start: '02:30', end: '03:30' }),
      ],
      berlin,
      people,
      [],
    );
    expect(rows[0]?.row.status).toBe('error');
    expect(rows[0]?.row.errors[0]).toMatch(/does not exist/);
    expect(rows[1]?.row.status).toBe('new');
  });

  it('accepts a time that exists twice (the autumn change)', () => {
    const autumn = { start_date: '2031-10-26', time_zone: 'Europe/Berlin', day_count: 1 };
    const [r] = classifySessionRows([row(2, { title: 'Twice', start: '02:30', end: '03:30' })], autumn, people, []);
    expect(r?.row.status).toBe('new');
  });

  it('finds a session already in the agenda by title in any case, day and times', () => {
    const rows = classifySessionRows(
      [row(2, { title: 'opening  talk' }), row(3, { title: 'Opening talk', start: '09:30' })],
      berlin,
      people,
      [{ title: 'Opening talk', day_number: 1, start_time: '09:00', end_time: '10:00', speaker_ids: [] }],
    );
    expect(rows.map((r) => r.row.status)).toEqual(['existing', 'new']);
    expect(countSessionRows(rows)).toEqual({ rows: 2, new_sessions: 1, existing_sessions: 1, errors: 0 });
  });

  it('names the earlier line of a session given twice', () => {
    const rows = classifySessionRows([row(2, { title: 'A' }), row(5, { title: 'a' })], berlin, people, []);
    expect(rows[1]?.row.errors).toEqual(['Same session as line 2']);
  });

  it('lets back-to-back sessions share a speaker and refuses overlapping ones', () => {
    const rows = classifySessionRows(
      [
        row(2, { title: 'First', speakers: 'ann@example.com' }),
        row(3, { title: 'Right after', start: '10:00', end: '11:00', speakers: 'ANN@example.com:host' }),
        row(4, { title: 'Overlaps', start: '10:30', end: '11:30', speakers: 'ann@example.com' }),
      ],
      berlin,
      people,
      [],
    );
    expect(rows.map((r) => r.row.status)).toEqual(['new', 'new', 'error']);
    expect(rows[1]?.session?.speakers).toEqual([{ user_id: 7, role: 'HOST' }]);
    expect(rows[2]?.row.errors).toEqual([
      "Ann Lee is already speaking in 'Right after' on day 1 from 10:00 to 11:00, which overlaps this session",
    ]);
  });
});

describe('splitSpeakersCell', () => {
  it('reads emails with roles after a colon or in parentheses, separated by ; , or line breaks', () => {
    expect(splitSpeakersCell('a@x.example:host; b@x.example (Moderator),c@x.example\nd@x.example')).toEqual([
      { email: 'a@x.example', role: 'host' },
      { email: 'b@x.example', role: 'Moderator' },
      { email: 'c@x.example', role: '' },
      { email: 'd@x.example', role: '' },
    ]);
    expect(splitSpeakersCell('  ')).toEqual([]);
  });
});

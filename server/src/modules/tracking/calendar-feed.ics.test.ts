import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './calendar-feed.ics.ts';

describe('the iCalendar text of the feed (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops control characters', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf\u0000g\th')).toBe('a\\\\b\\; c\\, d\\ne\\nfg\th');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Squat 💪 é '.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes all-day events ending the next day, every line ending in CRLF', () => {
    const text = writeCalendar({
      name: 'Forma training',
      productId: '-//Forma//Training calendar//EN',
      stamp: new Date('2031-12-31T10:20:30.456Z'),
      events: [
        { uid: 'day-1-client-2@forma.test', date: '2031-12-31', summary: 'A', description: 'B' },
      ],
    });
    expect(text).toContain('DTSTAMP:20311231T102030Z\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20311231\r\nDTEND;VALUE=DATE:20320101\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

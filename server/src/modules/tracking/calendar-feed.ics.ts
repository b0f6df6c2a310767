import type { Day } from '@forma/contract/programs/days';
import { addDays } from '@forma/contract/programs/days';

/** An all-day event of the feed. */
export type FeedEvent = { uid: string; date: Day; summary: string; description: string };

export type FeedCalendar = { name: string; productId: string; stamp: Date; events: FeedEvent[] };

/** Control characters a TEXT value may not hold (RFC 5545 3.3.11; tabs and line breaks may). */
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return (code < 0x20 && !'\t\n\r'.includes(char)) || code === 0x7f;
};

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return [...text]
    .filter((char) => !isControl(char))
    .join('')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8
 * character or a surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (day: Day) => day.replaceAll('-', '');
const basicInstant = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/** The calendar as text/calendar: one all-day VEVENT per event (DTEND is the next day). */
export function writeCalendar(calendar: FeedCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  const stamp = basicInstant(calendar.stamp);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

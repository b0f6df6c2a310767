import { describe, expect, it } from 'vitest';
import { bufferWeeks, clientProgramming, type CalendarFacts } from './programming.rules.ts';

const today = '2030-03-10';
const facts = (extra: Partial<CalendarFacts>): CalendarFacts => ({
  planType: 'membership',
  lengthWeeks: null,
  lastDate: null,
  lastIndex: null,
  markedDates: [],
  markedIndexes: [],
  ...extra,
});

describe("a client's programming", () => {
  it('places each Session 1 Day 1 client at their own day', () => {
    const week2 = facts({ lastIndex: 13 });
    // Started 10 days ago: Week 2 Day 4, four days of training ahead.
    expect(clientProgramming(week2, '2030-02-28', today)).toEqual({
      trainingTo: '2030-03-13',
      lastDay: null,
      daysLeft: 3,
    });
    // Started today: the whole fortnight ahead.
    expect(clientProgramming(week2, today, today).daysLeft).toBe(13);
    expect(clientProgramming(facts({}), today, today)).toEqual({
      trainingTo: null,
      lastDay: null,
      daysLeft: 0,
    });
  });

  it('needs no more training once it reaches the Last Active Day, or the client is past it', () => {
    const marked = facts({ lastIndex: 20, markedIndexes: [27, 13] });
    // The first marked day (Week 2 Day 7) ends everyone's subscription.
    expect(clientProgramming(marked, '2030-03-01', today)).toEqual({
      trainingTo: '2030-03-21',
      lastDay: '2030-03-14',
      daysLeft: Number.POSITIVE_INFINITY,
    });
    const short = facts({ lastIndex: 5, markedIndexes: [13] });
    expect(clientProgramming(short, '2030-03-05', today).daysLeft).toBe(0);
    expect(clientProgramming(short, '2030-02-01', today).daysLeft).toBe(Number.POSITIVE_INFINITY);
  });

  it('ends a Fixed Length program with its length, built to the end once its last week holds training', () => {
    const fourWeeks = facts({ planType: 'fixed', lengthWeeks: 4, lastIndex: 22 });
    expect(clientProgramming(fourWeeks, '2030-03-01', today)).toEqual({
      trainingTo: '2030-03-28',
      lastDay: '2030-03-28',
      daysLeft: Number.POSITIVE_INFINITY,
    });
    const threeBuilt = facts({ planType: 'fixed', lengthWeeks: 4, lastIndex: 20 });
    expect(clientProgramming(threeBuilt, '2030-03-01', today)).toMatchObject({
      trainingTo: '2030-03-21',
      daysLeft: 11,
    });
  });

  it('ends a dated calendar at the first marked day from the client’s start', () => {
    const group = facts({
      planType: 'one_many',
      lastDate: '2030-03-12',
      markedDates: ['2030-04-30', '2030-03-01'],
    });
    expect(clientProgramming(group, '2030-03-05', today)).toEqual({
      trainingTo: '2030-03-12',
      lastDay: '2030-04-30',
      daysLeft: 2,
    });
    // Joined before the first marked day: finished after it.
    expect(clientProgramming(group, '2030-02-01', today)).toMatchObject({
      lastDay: '2030-03-01',
      daysLeft: Number.POSITIVE_INFINITY,
    });
    const reaching = facts({ ...group, lastDate: '2030-05-01' });
    expect(clientProgramming(reaching, '2030-03-05', today).daysLeft).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('counts the buffer in whole weeks', () => {
    expect(bufferWeeks(0)).toBe(0);
    expect(bufferWeeks(13)).toBe(1);
    expect(bufferWeeks(Number.POSITIVE_INFINITY)).toBe(3);
  });
});

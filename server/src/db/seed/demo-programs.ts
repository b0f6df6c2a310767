import type { Db } from '../database.ts';
import { planMemberships, planWaiverAcceptances } from '../../modules/purchase/purchase.tables.ts';
import { planPrices, plans, planTracks } from '../../modules/programs/programs.tables.ts';
import { seedDemoResults } from './demo-results.ts';
import { seedDemoTraining } from './demo-training.ts';

type DemoProgram = typeof plans.$inferInsert & {
  tracks?: string[];
  /** Paid programs' price options, in minor units of the program's currency. */
  prices?: Array<{ period: (typeof planPrices.$inferInsert)['period']; amount: number }>;
};

/** The demo client follows demo-session since two weeks ago, with every day's results. */
const DEMO_RESULT_DAYS = 14;

const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The demo gym's published programs: four free ones, one of each type, and two paid ones
 * (payments part 2: a monthly subscription with a 7-day trial and a yearly option, and a one-off
 * Fixed Length program). Covers come from the media area.
 */
function demoPrograms(accountId: number, coachId: number): DemoProgram[] {
  const common = {
    accountId,
    createdById: coachId,
    state: 'published' as const,
    publishedAt: new Date(),
  };
  return [
    {
      ...common,
      planType: 'one_many',
      title: 'Forma Group Strength',
      customUrl: 'demo-group',
      color: '#389840',
      description:
        '<p>Train with the whole gym on one rolling calendar. Three strength sessions and two conditioning days every week, programmed a month ahead.</p><ul><li>Barbell strength and accessory work</li><li>Short, hard conditioning pieces</li><li>Scaling notes for every session</li></ul>',
      visibilityDays: 14,
      level: 3,
      averageDuration: 60,
      weeksDuration: 5,
      sessionsPerDay: 1,
      welcomeMessage: 'Welcome to Group Strength! Your first session is on your calendar today.',
      tracks: ['Strength', 'Conditioning'],
    },
    {
      ...common,
      planType: 'individual',
      title: 'Forma 1-2-1 Coaching',
      customUrl: 'demo-121',
      color: '#2F80ED',
      description:
        '<p>Your own calendar, written for you by a Forma coach every week, around your goals, equipment and schedule.</p><p>Weekly check-ins and video feedback on your lifts.</p>',
      visibilityDays: 7,
      level: 2,
      averageDuration: 50,
      weeksDuration: 4,
      welcomeMessage: 'Hi! Tell me about your goals in the chat and I will build your first week.',
    },
    {
      ...common,
      planType: 'membership',
      title: 'Forma Session Membership',
      customUrl: 'demo-session',
      color: '#9B51E0',
      description:
        '<p>Start at Session 1, Day 1 and progress week by week through a structured twelve-week cycle. New sessions appear seven days ahead.</p>',
      visibilityDays: 7,
      level: 2,
      averageDuration: 45,
      weeksDuration: 4,
      sectionsDuration: 48,
      launchDate: day(-30),
      waiverEnabled: true,
      waiverText:
        '<p>I confirm that I am in good health and able to take part in physical exercise. I understand that I train at my own risk and will stop and seek advice if I feel unwell.</p>',
    },
    {
      ...common,
      planType: 'fixed',
      title: 'Forma 4-Week Kickstart',
      customUrl: 'demo-fixed',
      color: '#F2994A',
      description:
        '<p>A four-week plan to build the habit: three short sessions a week, all of it yours to download at once.</p>',
      visibilityDays: null,
      level: 1,
      averageDuration: 30,
      weeksDuration: 4,
      sectionsDuration: 12,
      lengthWeeks: 4,
    },
    {
      ...common,
      planType: 'one_many',
      title: 'Forma Performance Club',
      customUrl: 'demo-paid',
      color: '#EB5757',
      description:
        '<p>The gym’s premium programming: strength, engine and skills, five days a week on one rolling calendar. Try it free for seven days.</p>',
      visibilityDays: 14,
      level: 3,
      averageDuration: 60,
      weeksDuration: 4,
      sessionsPerDay: 1,
      pricing: 'paid',
      currency: 'USD',
      trialDays: 7,
      prices: [
        { period: 'monthly', amount: 2_999 },
        { period: 'yearly', amount: 29_900 },
      ],
    },
    {
      ...common,
      planType: 'fixed',
      title: 'Forma 4-Week Shred',
      customUrl: 'demo-paid-fixed',
      color: '#27AE60',
      description:
        '<p>Four weeks of conditioning and strength, yours to keep: one payment, every session at once.</p>',
      visibilityDays: null,
      level: 2,
      averageDuration: 40,
      weeksDuration: 4,
      sectionsDuration: 12,
      lengthWeeks: 4,
      pricing: 'paid',
      currency: 'USD',
      prices: [{ period: 'one_off', amount: 4_900 }],
    },
  ];
}

/**
 * Publishes the demo programs with four weeks of training each; `client` follows demo-session
 * (waiver accepted) and `oneToOneClient` demo-121, whose calendar is theirs.
 */
export async function seedDemoPrograms(
  db: Db,
  input: {
    accountId: number;
    coachId: number;
    client: { id: number; fullName: string };
    oneToOneClient: { id: number };
  },
) {
  const ids: Record<string, number> = {};
  for (const { tracks = [], prices = [], ...program } of demoPrograms(
    input.accountId,
    input.coachId,
  )) {
    const [row] = await db.insert(plans).values(program).returning({ id: plans.id });
    ids[program.customUrl!] = row!.id;
    if (prices.length) {
      await db
        .insert(planPrices)
        .values(
          prices.map((price) => ({ ...price, planId: row!.id, currency: program.currency! })),
        );
    }
    if (tracks.length) {
      await db
        .insert(planTracks)
        .values(tracks.map((name, position) => ({ planId: row!.id, name, position })));
    }
  }
  const sessionId = ids['demo-session']!;
  await db
    .insert(planWaiverAcceptances)
    .values({ planId: sessionId, userId: input.client.id, fullName: input.client.fullName });
  await db.insert(planMemberships).values({
    planId: sessionId,
    accountId: input.accountId,
    userId: input.client.id,
    state: 'active',
    startDate: day(-DEMO_RESULT_DAYS),
    applied: true,
  });
  await db.insert(planMemberships).values({
    planId: ids['demo-121']!,
    accountId: input.accountId,
    userId: input.oneToOneClient.id,
    state: 'active',
    startDate: day(-3),
    applied: true,
  });
  await seedDemoTraining(
    db,
    [
      { id: ids['demo-group']!, dated: true, clientId: null },
      { id: ids['demo-121']!, dated: true, clientId: input.oneToOneClient.id },
      { id: ids['demo-session']!, dated: false, clientId: null },
      { id: ids['demo-fixed']!, dated: false, clientId: null },
      { id: ids['demo-paid']!, dated: true, clientId: null },
      { id: ids['demo-paid-fixed']!, dated: false, clientId: null },
    ],
    day(0),
  );
  await seedDemoResults(db, {
    planId: sessionId,
    clientId: input.client.id,
    coachId: input.coachId,
    startDate: day(-DEMO_RESULT_DAYS),
    days: DEMO_RESULT_DAYS,
  });
  return ids;
}

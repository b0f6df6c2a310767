import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, isDay } from './days.ts';
import {
  addToCalendarBounds,
  allowedPeriods,
  archivePriceWarnings,
  canceledByLabel,
  canRestorePrice,
  clientStatusBadge,
  currentlyAt,
  customUrlError,
  formatPrice,
  isDayInBounds,
  membershipBadge,
  planAvailability,
  priceError,
  priceOptionsErrors,
  professionalFeatures,
  programListStatus,
  publicPlanPath,
  randomPlanColor,
  PLAN_COLORS,
  sortByPeriod,
  toMinor,
  trackChangeError,
  trackNameError,
  type ClientBadgeInput,
  type PriceContext,
} from './programs.rules.ts';

const ctx: PriceContext = {
  planType: 'one_many',
  currency: 'USD',
  connected: true,
  freePlatformPlan: false,
  professional: true,
};

describe('custom URL (spec 5)', () => {
  it('accepts letters, digits, - and _', () => {
    expect(customUrlError('demo-group_2')).toBeNull();
    expect(customUrlError('A'.repeat(50))).toBeNull();
  });

  it('refuses each broken rule with its message', () => {
    expect(customUrlError('a'.repeat(51))).toBe(
      'Max length of custom web address part is 50 characters.',
    );
    expect(customUrlError('no spaces')).toBe('Only letters A-Z, digits 0-9, - and _ are allowed.');
    expect(customUrlError('émile')).toBe('Only letters A-Z, digits 0-9, - and _ are allowed.');
    expect(customUrlError('12345')).toBe('The address cannot be only digits.');
  });

  it('makes the public path from the custom URL or the id', () => {
    expect(publicPlanPath({ id: 4, custom_url: 'demo' })).toBe('/p/demo');
    expect(publicPlanPath({ id: 4, custom_url: null })).toBe('/p/4');
  });
});

describe('price (spec 5, DECISIONS.md bounds)', () => {
  it('accepts 1 to 10,000 with two decimals', () => {
    expect(priceError(1, ctx)).toBeNull();
    expect(priceError(19.99, ctx)).toBeNull();
    expect(priceError(10_000, ctx)).toBeNull();
  });

  it('answers each rule with its spec text', () => {
    expect(priceError(null, ctx)).toBe('Please enter a valid value.');
    expect(priceError(Number.NaN, ctx)).toBe('Please enter a valid value.');
    expect(priceError(0, ctx)).toBe("Price can't be 0.");
    expect(priceError(0.5, ctx)).toBe('Price cannot be less then 1.');
    expect(priceError(10_000.01, ctx)).toBe('Price must be less than 10,000');
    expect(priceError(1.234, ctx)).toBe('Whoops! Price is invalid.');
  });

  it('allows only 0 (free) without a connected account', () => {
    expect(priceError(10, { ...ctx, connected: false })).toBe(
      'You must connect to Stripe if you want to set a price for your program.',
    );
  });

  it('keeps amounts in minor units and formats them on the currency', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(formatPrice(1999, 'USD')).toBe('$19.99');
    expect(formatPrice(1000, 'GBP')).toBe('£10.00');
  });
});

describe('price options (spec 5, 6)', () => {
  it('accepts distinct recurring periods on PROFESSIONAL', () => {
    expect(
      priceOptionsErrors(
        [
          { period: 'monthly', price: 1000 },
          { period: 'yearly', price: 10_000 },
        ],
        ctx,
      ),
    ).toEqual({});
  });

  it('needs a period, unique periods and at most 8 options', () => {
    const errors = priceOptionsErrors(
      [
        { period: 'monthly', price: 1000 },
        { period: 'monthly', price: 1000 },
        { period: null, price: 1000 },
      ],
      ctx,
    );
    expect(errors['1.period']).toEqual(['Period must be unique.']);
    expect(errors['2.period']).toEqual(['Please select a cadence.']);
    const nine = Array.from({ length: 9 }, () => ({ period: 'weekly' as const, price: 100 }));
    expect(priceOptionsErrors(nine, ctx).base).toContain(
      'A program can have at most 8 price options.',
    );
  });

  it('allows only a monthly option on the FREE platform plan', () => {
    const free = { ...ctx, freePlatformPlan: true, professional: false };
    expect(allowedPeriods('one_many', true)).toEqual(['monthly']);
    expect(priceOptionsErrors([{ period: 'weekly', price: 1000 }], free)['0.period']).toEqual([
      'On the FREE plan only a monthly subscription option is allowed.',
    ]);
    expect(
      priceOptionsErrors(
        [
          { period: 'monthly', price: 1000 },
          { period: 'yearly', price: 1000 },
        ],
        free,
      ).base,
    ).toEqual(['Multiple payment options need the PROFESSIONAL plan.']);
  });

  it('sells fixed programs one-off and the others by subscription', () => {
    const fixed = { ...ctx, planType: 'fixed' as const };
    expect(priceOptionsErrors([{ period: 'one_off', price: 1000 }], fixed)).toEqual({});
    expect(priceOptionsErrors([{ period: 'monthly', price: 1000 }], fixed)['0.period']).toEqual([
      'A fixed program is sold with one one-off payment.',
    ]);
    expect(priceOptionsErrors([{ period: 'one_off', price: 1000 }], ctx)['0.period']).toEqual([
      'This program is sold as a subscription: choose a recurring period.',
    ]);
  });

  it('reports the connect rule once without a connected account', () => {
    expect(
      priceOptionsErrors([{ period: 'monthly', price: 1000 }], { ...ctx, connected: false }),
    ).toEqual({
      base: ['You must connect to Stripe if you want to set a price for your program.'],
    });
  });

  it('keys price bound errors by index', () => {
    expect(priceOptionsErrors([{ period: 'monthly', price: 0 }], ctx)).toEqual({
      '0.price': ["Price can't be 0."],
    });
    expect(priceOptionsErrors([{ period: 'monthly', price: 1_000_001 }], ctx)).toEqual({
      '0.price': ['Price must be less than 10,000'],
    });
  });

  it('orders options weekly … yearly, one-off', () => {
    expect(
      sortByPeriod([
        { period: 'yearly' as const },
        { period: 'weekly' as const },
        { period: 'monthly' as const },
        { period: 'four_weekly' as const },
      ]).map((o) => o.period),
    ).toEqual(['weekly', 'four_weekly', 'monthly', 'yearly']);
  });

  it('refuses restoring a period that is active and warns on archive', () => {
    expect(canRestorePrice('monthly', [{ period: 'monthly' }])).toBe(false);
    expect(canRestorePrice('weekly', [{ period: 'monthly' }])).toBe(true);
    expect(archivePriceWarnings({ active_subscriptions: 2, pending_switch: 1 })).toEqual([
      'Active subscriptions!',
      'Pending switch!',
    ]);
    expect(archivePriceWarnings({ active_subscriptions: 0, pending_switch: 0 })).toEqual([]);
  });
});

describe('tracks (spec 5, 6, 9)', () => {
  it('checks the name', () => {
    expect(trackNameError('Strength', [])).toBeNull();
    expect(trackNameError('  ', [])).toBe('Name is required');
    expect(trackNameError('a'.repeat(64), [])).toMatch(/^Name must contain less than 64/);
    expect(trackNameError('a'.repeat(63), [])).toBeNull();
    expect(trackNameError('A/B', [])).toMatch(/can’t contain/);
    expect(trackNameError('strength ', ['Strength'])).toBe('This name is already taken.');
  });

  it('allows 15 active tracks', () => {
    expect(trackChangeError('add', 14, true)).toBeNull();
    expect(trackChangeError('add', 15, true)).toBe('Maximum number of tracks reached');
    expect(trackChangeError('restore', 15, true)).toBe('Maximum number of tracks reached');
  });

  it('needs PROFESSIONAL for several tracks', () => {
    expect(trackChangeError('add', 0, false)).toBeNull();
    expect(trackChangeError('add', 1, false)).toBe('restricted');
    expect(trackChangeError('rename', 1, false)).toBeNull();
    expect(trackChangeError('rename', 2, false)).toBe('restricted');
    expect(trackChangeError('archive', 3, false)).toBe('restricted');
  });

  it('reads PROFESSIONAL features from the platform subscription', () => {
    expect(professionalFeatures({ active: true, free_plan: false, free_usage: false })).toBe(true);
    expect(professionalFeatures({ active: true, free_plan: true, free_usage: false })).toBe(false);
    expect(professionalFeatures({ active: false, free_plan: false, free_usage: false })).toBe(
      false,
    );
    expect(professionalFeatures(null)).toBe(false);
  });
});

describe('programs list statuses (spec 4.3)', () => {
  const status = (input: Partial<Parameters<typeof programListStatus>[0]>) =>
    programListStatus({ status: 'published', clientsCount: 3, daysLeft: 0, ...input });

  it('gives each status', () => {
    expect(status({ status: 'draft' })).toBe('In Draft');
    expect(status({ clientsCount: 0 })).toBe('No Clients');
    expect(status({ daysLeft: 10 })).toBe('All Good');
    expect(status({ daysLeft: Number.POSITIVE_INFINITY })).toBe('All Good');
    expect(status({ daysLeft: 3 })).toBe('3 Days Left');
    expect(status({ daysLeft: 2 })).toBe('Needs Training');
    expect(status({ daysLeft: 0 })).toBe('Needs Training');
    expect(status({ status: 'archived' })).toBeNull();
  });
});

describe('client status badges (spec 4.2)', () => {
  const badge = (input: Partial<ClientBadgeInput>) =>
    clientStatusBadge({
      planType: 'one_many',
      availability: 'ok',
      daysLeft: 10,
      isDeletedUser: false,
      invalidAccount: false,
      startDay: 1,
      endDay: 28,
      stateForAthlete: true,
      ...input,
    });

  it('maps plan availability', () => {
    expect(badge({})).toEqual({ label: 'All Good', colour: 'primary' });
    expect(badge({ availability: 'pending' })).toEqual({ label: 'Not Started', colour: 'gray' });
    expect(badge({ availability: 'warning', daysLeft: 3 })).toEqual({
      label: '3 Days Left',
      colour: 'orange',
    });
    expect(badge({ availability: 'warning', daysLeft: 1 })).toEqual({
      label: 'Needs Training',
      colour: 'orange',
    });
    expect(badge({ availability: null })).toEqual({ label: 'Pending', colour: 'orange' });
  });

  it('gives fixed plans their own badges', () => {
    expect(badge({ planType: 'fixed', isDeletedUser: true })).toEqual({
      label: 'Deleted user',
      colour: 'gray',
    });
    expect(badge({ planType: 'fixed', startDay: null })).toEqual({
      label: 'Program empty',
      colour: 'danger',
    });
    expect(badge({ planType: 'fixed', stateForAthlete: false })).toEqual({
      label: 'Program Finished',
      colour: 'gray',
    });
  });

  it('marks coach e-mails as Invalid account', () => {
    expect(badge({ invalidAccount: true })).toEqual({ label: 'Invalid account', colour: 'danger' });
  });

  it('derives plan availability from the programming', () => {
    const today = '2030-03-10';
    expect(
      planAvailability({
        inviteAccepted: false,
        startDate: null,
        daysLeft: 0,
        today,
      }),
    ).toBeNull();
    expect(
      planAvailability({
        inviteAccepted: true,
        startDate: '2030-03-11',
        daysLeft: 0,
        today,
      }),
    ).toBe('pending');
    expect(
      planAvailability({
        inviteAccepted: true,
        startDate: today,
        daysLeft: 22,
        today,
      }),
    ).toBe('ok');
    expect(
      planAvailability({
        inviteAccepted: true,
        startDate: today,
        daysLeft: 3,
        today,
      }),
    ).toBe('warning');
  });

  it('labels membership states (4.1)', () => {
    expect(membershipBadge('init')).toEqual({ label: 'Pending', colour: 'orange' });
    expect(membershipBadge('active', 'init').label).toBe('Pending');
    expect(membershipBadge('past_due').label).toBe('Missed payment');
    expect(membershipBadge('incomplete_expired').label).toBe('Expired');
    expect(membershipBadge('canceledEOB').label).toBe('Cancelled (EOB)');
    expect(canceledByLabel('canceled_by_coach', false, 'canceled')).toBe('Cancelled by coach');
    expect(canceledByLabel('canceled_by_coach', true, 'active')).toBe('Cancelled by coach (EOC)');
    expect(canceledByLabel('canceled_by_athlete', false, 'canceled')).toBe('Cancelled by client');
    expect(canceledByLabel('canceled_pre_trial', false, 'canceled')).toBe('Ended pre-trial');
    expect(canceledByLabel(null, false, 'canceled')).toBe('Auto Cancelled');
  });
});

describe('add to calendar (spec 5)', () => {
  const today = '2030-03-10';

  it('never allows a day before today', () => {
    const bounds = addToCalendarBounds({ planType: 'fixed', launchDate: null, today });
    expect(bounds).toEqual({ min: today, max: null });
    expect(isDayInBounds('2030-03-09', bounds)).toBe(false);
    expect(isDayInBounds('2031-01-01', bounds)).toBe(true);
  });

  it('limits a launched membership plan to today + 7 days', () => {
    const bounds = addToCalendarBounds({ planType: 'membership', launchDate: today, today });
    expect(bounds).toEqual({ min: today, max: '2030-03-17' });
    expect(isDayInBounds('2030-03-17', bounds)).toBe(true);
    expect(isDayInBounds('2030-03-18', bounds)).toBe(false);
    expect(
      addToCalendarBounds({ planType: 'membership', launchDate: '2030-04-01', today }).max,
    ).toBeNull();
  });

  it('counts progress as weeks and days', () => {
    expect(currentlyAt('2030-03-01', today)).toBe('Week 2, Day 3');
    expect(currentlyAt('2030-03-11', today)).toBeNull();
  });
});

describe('calendar days and colours', () => {
  it('works on YYYY-MM-DD strings', () => {
    expect(isDay('2030-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(daysBetween('2030-03-01', '2030-03-10')).toBe(9);
    expect(dayIn(new Date('2030-03-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2030-03-11');
    expect(dayIn(new Date('2030-03-10T23:30:00Z'), 'Not/AZone')).toBe('2030-03-10');
  });

  it('picks one of the 10 preset colours', () => {
    expect(PLAN_COLORS).toHaveLength(10);
    expect(PLAN_COLORS).toContain(randomPlanColor(() => 0.999));
  });
});

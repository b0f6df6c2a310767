import { describe, expect, it } from 'vitest';
import { businessCoach, client } from '../../test/fixtures';
import { shouldShowUpdateProfile } from './update-profile-rule';

const createdAt = 1_700_000_000;
const hoursLater = (hours: number) => new Date((createdAt + hours * 3600) * 1000);
const missing = client({ current: { created_at: createdAt, gender: null } });

describe('update-profile modal (platform.md 5)', () => {
  it('shows to a client missing gender or birthdate on the first page', () => {
    expect(
      shouldShowUpdateProfile({
        me: missing,
        routeName: 'user_my_plans',
        now: hoursLater(1),
        firstPage: true,
      }),
    ).toBe(true);
    const noBirthdate = client({ current: { birthdate: null } });
    expect(
      shouldShowUpdateProfile({
        me: noBirthdate,
        routeName: 'user_my_plans',
        now: hoursLater(1),
        firstPage: true,
      }),
    ).toBe(true);
  });

  it('never on user_profile_info, never to coaches or complete profiles', () => {
    expect(
      shouldShowUpdateProfile({
        me: missing,
        routeName: 'user_profile_info',
        now: hoursLater(100),
        firstPage: true,
      }),
    ).toBe(false);
    expect(
      shouldShowUpdateProfile({
        me: client(),
        routeName: 'user_my_plans',
        now: hoursLater(100),
        firstPage: true,
      }),
    ).toBe(false);
    const coach = businessCoach({ current: { gender: null } });
    expect(
      shouldShowUpdateProfile({
        me: coach,
        routeName: 'my_plans_active',
        now: hoursLater(100),
        firstPage: true,
      }),
    ).toBe(false);
  });

  it('on a route change only 72 hours after created_at (DECISIONS.md)', () => {
    expect(
      shouldShowUpdateProfile({
        me: missing,
        routeName: 'calendar',
        now: hoursLater(71),
        firstPage: false,
      }),
    ).toBe(false);
    expect(
      shouldShowUpdateProfile({
        me: missing,
        routeName: 'calendar',
        now: hoursLater(72),
        firstPage: false,
      }),
    ).toBe(true);
  });
});

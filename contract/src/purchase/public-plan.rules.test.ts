import { describe, expect, it } from 'vitest';
import { purchaseMessages } from '../programs/programs.messages.ts';
import {
  afterStartDateStep,
  firstPaymentDay,
  htmlToText,
  mainCoverLarge,
  myProgramMainAction,
  publicPlanActions,
  publicPlanAlerts,
  publicPlanBackLink,
  publicPlanMeta,
  purchaseFlowStep,
  shouldSkipSalesPage,
  whatHappensNext,
  withFreeCancel,
  type PlanActionInput,
} from './public-plan.rules.ts';

const base: PlanActionInput = {
  viewer: 'client',
  planType: 'one_many',
  pricing: 'free',
  trialDays: null,
  futureLaunch: false,
  canSale: true,
  allowedToBuy: true,
  isPrivate: false,
  ownerBlocked: false,
  ownerAutomation: false,
  zapsConnected: false,
  chargesEnabled: true,
  membership: null,
  isBought: false,
  isApplied: false,
  isBlocked: false,
};

const buttons = (input: Partial<PlanActionInput>) =>
  publicPlanActions({ ...base, ...input }).map((b) => ({
    label: b.label,
    disabled: b.disabled,
    ...(b.tooltip ? { tooltip: b.tooltip } : {}),
    target: b.target,
  }));

const UNAVAILABLE = {
  label: 'Currently Unavailable',
  disabled: true,
  tooltip:
    'This program is not currently accepting new clients. Please contact the provider for more information.',
  target: null,
};
const CALENDAR = { label: 'Go to Calendar', disabled: false, target: 'calendar' };
const MANAGE = { label: 'Manage subscription', disabled: false, target: 'billing_purchases' };
const REMOVED = "You've been removed from the program by the coach and cannot access it.";

describe('4.4 no membership', () => {
  it('free and sellable: Get for Free', () => {
    expect(buttons({})).toEqual([
      { label: 'Get for Free', disabled: false, target: 'purchase_flow' },
    ]);
  });

  it('paid: Subscribe', () => {
    expect(buttons({ pricing: 'paid' })).toEqual([
      { label: 'Subscribe', disabled: false, target: 'purchase_flow' },
    ]);
  });

  it('paid with trial days and no future launch: Start N-day free trial', () => {
    expect(buttons({ pricing: 'paid', trialDays: 14 })).toEqual([
      { label: 'Start 14-day free trial', disabled: false, target: 'purchase_flow' },
    ]);
  });

  it('paid with trial days but a future launch date: Subscribe', () => {
    expect(buttons({ pricing: 'paid', trialDays: 14, futureLaunch: true })[0]!.label).toBe(
      'Subscribe',
    );
  });

  it('paid while the coach cannot take charges: disabled', () => {
    expect(buttons({ pricing: 'paid', chargesEnabled: false })).toEqual([
      { label: 'Subscribe', disabled: true, target: 'purchase_flow' },
    ]);
  });

  it('cannot be sold: disabled Currently Unavailable with its tooltip', () => {
    expect(buttons({ canSale: false })).toEqual([UNAVAILABLE]);
  });

  it('a blocked owner or an automation-integration owner: no buy buttons', () => {
    expect(buttons({ ownerBlocked: true })).toEqual([UNAVAILABLE]);
    expect(buttons({ ownerAutomation: true })).toEqual([UNAVAILABLE]);
  });

  it('an invitation (init) counts as no membership', () => {
    expect(buttons({ membership: { state: 'init', cancelAtPeriodEnd: false } })[0]!.label).toBe(
      'Get for Free',
    );
  });
});

describe('4.4 canceled', () => {
  const canceled = { state: 'canceled' as const, cancelAtPeriodEnd: false };

  it('free: Resume for Free', () => {
    expect(buttons({ membership: canceled })).toEqual([
      { label: 'Resume for Free', disabled: false, target: 'purchase_flow' },
    ]);
  });

  it('paid: Resume subscription to the purchase form', () => {
    expect(buttons({ membership: canceled, pricing: 'paid' })).toEqual([
      { label: 'Resume subscription', disabled: false, target: 'purchase_form' },
    ]);
  });

  it('without can_sale or allowed_to_buy: Currently Unavailable', () => {
    expect(buttons({ membership: canceled, canSale: false })).toEqual([UNAVAILABLE]);
    expect(buttons({ membership: canceled, allowedToBuy: false, isBought: true })).toEqual([
      UNAVAILABLE,
    ]);
  });

  it('applied: a calendar link as well', () => {
    expect(buttons({ membership: canceled, isApplied: true })).toEqual([
      { label: 'Resume for Free', disabled: false, target: 'purchase_flow' },
      CALENDAR,
    ]);
  });
});

describe('4.4 resume', () => {
  const resume = { state: 'resume' as const, cancelAtPeriodEnd: false };

  it('membership or fixed-length style plans, applied: Start my Program opens restart/continue', () => {
    expect(buttons({ planType: 'membership', membership: resume, isApplied: true })).toEqual([
      { label: 'Start my Program', disabled: false, target: 'resume_modal' },
      MANAGE,
    ]);
  });

  it('not applied: Start my Program opens add to calendar', () => {
    expect(buttons({ planType: 'membership', membership: resume })).toEqual([
      { label: 'Start my Program', disabled: false, target: 'add_to_calendar' },
      MANAGE,
    ]);
  });

  it('individual and one_many: a calendar link', () => {
    expect(buttons({ planType: 'individual', membership: resume })).toEqual([CALENDAR, MANAGE]);
    expect(buttons({ planType: 'one_many', membership: resume })).toEqual([CALENDAR, MANAGE]);
  });

  it('no Manage subscription for an automation account', () => {
    expect(buttons({ planType: 'one_many', membership: resume, ownerAutomation: true })).toEqual([
      CALENDAR,
    ]);
  });
});

describe('4.4 past_due / incomplete', () => {
  it('Cancel subscription when cancelling is allowed', () => {
    for (const state of ['past_due', 'incomplete'] as const) {
      expect(buttons({ membership: { state, cancelAtPeriodEnd: false } })).toEqual([
        { label: 'Cancel subscription', disabled: false, target: 'cancel_subscription' },
      ]);
    }
  });

  it('an automation owner without zaps connected: no cancel', () => {
    const membership = { state: 'past_due' as const, cancelAtPeriodEnd: false };
    expect(buttons({ membership, ownerAutomation: true })).toEqual([]);
    expect(buttons({ membership, ownerAutomation: true, zapsConnected: true })).toHaveLength(1);
  });
});

describe('4.4 active with cancel_at_period_end', () => {
  it('Resume subscription calls resume_subscribe', () => {
    expect(buttons({ membership: { state: 'active', cancelAtPeriodEnd: true } })).toEqual([
      { label: 'Resume subscription', disabled: false, target: 'resume_subscribe' },
    ]);
  });

  it("a trial set to end at its period's end is resumed the same way", () => {
    expect(buttons({ membership: { state: 'trialing', cancelAtPeriodEnd: true } })).toEqual([
      { label: 'Resume subscription', disabled: false, target: 'resume_subscribe' },
    ]);
  });
});

describe('4.4 other active states', () => {
  it('applied: calendar link and Manage subscription', () => {
    expect(
      buttons({ membership: { state: 'active', cancelAtPeriodEnd: false }, isApplied: true }),
    ).toEqual([CALENDAR, MANAGE]);
  });

  it('not applied: Start my Program', () => {
    expect(buttons({ membership: { state: 'trialing', cancelAtPeriodEnd: false } })).toEqual([
      { label: 'Start my Program', disabled: false, target: 'add_to_calendar' },
      MANAGE,
    ]);
  });

  it('scheduled and not applied: only Manage subscription', () => {
    expect(buttons({ membership: { state: 'scheduled', cancelAtPeriodEnd: false } })).toEqual([
      MANAGE,
    ]);
  });

  it('a client removed by the coach cannot start the program', () => {
    expect(
      buttons({ membership: { state: 'active', cancelAtPeriodEnd: false }, isBlocked: true })[0],
    ).toEqual({ label: 'Start my Program', disabled: true, tooltip: REMOVED, target: null });
  });
});

describe('4.4 fixed plan', () => {
  const fixed = { planType: 'fixed' as const };

  it('bought (or blocked) and applied: calendar link and Reschedule', () => {
    const expected = [
      CALENDAR,
      { label: 'Reschedule', disabled: false, target: 'reschedule_modal' },
    ];
    expect(buttons({ ...fixed, isBought: true, isApplied: true })).toEqual(expected);
    expect(buttons({ ...fixed, isBlocked: true, isApplied: true })).toEqual(expected);
  });

  it('blocked: Start my Program disabled with its tooltip', () => {
    expect(buttons({ ...fixed, isBlocked: true })).toEqual([
      { label: 'Start my Program', disabled: true, tooltip: REMOVED, target: null },
    ]);
  });

  it('bought, not applied: Start my Program and Manage subscription', () => {
    expect(buttons({ ...fixed, isBought: true })).toEqual([
      { label: 'Start my Program', disabled: false, target: 'add_to_calendar' },
      MANAGE,
    ]);
  });

  it('not bought: Get for Free, Purchase, or Currently Unavailable', () => {
    expect(buttons(fixed)[0]!.label).toBe('Get for Free');
    expect(buttons({ ...fixed, pricing: 'paid' })[0]!.label).toBe('Purchase');
    expect(buttons({ ...fixed, canSale: false })).toEqual([UNAVAILABLE]);
  });
});

describe('roles (spec 6)', () => {
  it('a coach sees the buttons but cannot subscribe', () => {
    expect(buttons({ viewer: 'coach' })).toEqual([
      { label: 'Get for Free', disabled: true, target: null },
    ]);
    expect(buttons({ viewer: 'owner', pricing: 'paid' })[0]!.disabled).toBe(true);
  });

  it('a private program the client may not buy: Contact the coach; signed out: the sign-in modal', () => {
    expect(buttons({ isPrivate: true, allowedToBuy: false })).toEqual([
      { label: 'Contact the coach', disabled: false, target: 'contact_modal' },
    ]);
    expect(buttons({ viewer: 'anonymous', isPrivate: true, allowedToBuy: false })).toEqual([
      { label: 'Log in', disabled: false, target: 'sign_in_modal' },
    ]);
    expect(buttons({ isPrivate: true, allowedToBuy: true })[0]!.label).toBe('Get for Free');
  });
});

describe('purchase flow (4.5)', () => {
  const flow = {
    authenticated: true,
    planType: 'one_many' as const,
    pricing: 'free' as const,
    waiverPending: false,
    willResume: false,
    hasMembership: false,
    futureLaunch: false,
  };

  it('signed out goes to client sign-up', () => {
    expect(purchaseFlowStep({ ...flow, authenticated: false })).toBe('sign_up');
  });

  it('free without a waiver: fixed adds to calendar, membership by its state, others buy', () => {
    expect(purchaseFlowStep({ ...flow, planType: 'fixed' })).toBe('add_to_calendar');
    expect(purchaseFlowStep({ ...flow, planType: 'membership' })).toBe('add_to_calendar');
    expect(purchaseFlowStep({ ...flow, planType: 'membership', willResume: true })).toBe(
      'resume_modal',
    );
    expect(purchaseFlowStep({ ...flow, planType: 'membership', hasMembership: true })).toBe('buy');
    expect(purchaseFlowStep(flow)).toBe('buy');
    expect(purchaseFlowStep({ ...flow, planType: 'individual' })).toBe('buy');
  });

  it('a membership launching later starts on its launch date: free buys at once, paid goes to the form', () => {
    const later = { ...flow, planType: 'membership' as const, futureLaunch: true };
    expect(purchaseFlowStep(later)).toBe('buy');
    expect(purchaseFlowStep({ ...later, pricing: 'paid' })).toBe('purchase_form');
  });

  it('paid membership: add to calendar first, otherwise the purchase form', () => {
    const paid = { ...flow, planType: 'membership' as const, pricing: 'paid' as const };
    expect(purchaseFlowStep(paid)).toBe('add_to_calendar');
    expect(purchaseFlowStep({ ...paid, hasMembership: true })).toBe('purchase_form');
    expect(purchaseFlowStep({ ...flow, pricing: 'paid' })).toBe('purchase_form');
  });

  it('an active waiver goes to the purchase form', () => {
    expect(purchaseFlowStep({ ...flow, waiverPending: true })).toBe('purchase_form');
  });

  it('after the date: free buys, bought applies, otherwise the form', () => {
    expect(afterStartDateStep({ pricing: 'free', isBought: false })).toBe('buy');
    expect(afterStartDateStep({ pricing: 'free', isBought: true })).toBe('apply_plan');
    expect(afterStartDateStep({ pricing: 'paid', isBought: false })).toBe('purchase_form');
  });

  it('skip sales page: a client, not bought, not scheduled', () => {
    const plan = { viewer: 'client' as const, skip_sales_page: true, is_bought: false };
    expect(shouldSkipSalesPage({ ...plan, membership: null })).toBe(true);
    expect(shouldSkipSalesPage({ ...plan, membership: { state: 'scheduled' } })).toBe(false);
    expect(shouldSkipSalesPage({ ...plan, is_bought: true, membership: null })).toBe(false);
    expect(shouldSkipSalesPage({ ...plan, viewer: 'anonymous', membership: null })).toBe(false);
  });
});

describe('alerts (2.7)', () => {
  const alertBase = {
    viewer: 'client' as const,
    archived: false,
    isPrivate: false,
    allowedToBuy: true,
    isBought: false,
    ownerBlocked: false,
    pricing: 'free' as const,
    chargesEnabled: false,
    membershipState: null,
  };
  const kinds = (input: Partial<Parameters<typeof publicPlanAlerts>[0]>) =>
    publicPlanAlerts({ ...alertBase, ...input }).map((a) => a.kind);

  it('shows each alert where it applies', () => {
    expect(kinds({})).toEqual([]);
    expect(kinds({ viewer: 'coach' })).toEqual(['coach_viewing']);
    expect(kinds({ archived: true })).toEqual(['archived']);
    expect(kinds({ isPrivate: true, allowedToBuy: false })).toEqual(['private']);
    expect(kinds({ ownerBlocked: true })).toEqual(['coach_restricted']);
    expect(kinds({ pricing: 'paid' })).toEqual(['cannot_take_payments']);
    expect(kinds({ membershipState: 'past_due' })).toEqual(['payment_problem']);
    expect(publicPlanAlerts({ ...alertBase, viewer: 'coach' })[0]!.messages).toEqual([
      'Login using a client account to access this program.',
    ]);
    expect(publicPlanAlerts({ ...alertBase, archived: true })[0]!.messages).toEqual([
      purchaseMessages.archived,
    ]);
  });
});

describe('back link (2.7)', () => {
  const owner = { id: 7, custom_url: null, type_account: null };
  const input = {
    backRoute: null,
    viewerIsOwner: false,
    planHasOwner: true,
    clientBought: false,
    owner,
  };

  it('follows the rules in order', () => {
    expect(publicPlanBackLink({ ...input, backRoute: '/somewhere' })).toEqual({
      path: '/somewhere',
    });
    expect(publicPlanBackLink({ ...input, viewerIsOwner: true })).toEqual({
      name: 'my_plans',
      params: {},
    });
    expect(publicPlanBackLink({ ...input, clientBought: true })).toEqual({
      name: 'user_my_plans',
      params: {},
    });
    expect(
      publicPlanBackLink({ ...input, owner: { id: 7, custom_url: 'gym', type_account: 'gym' } }),
    ).toEqual({ name: 'public-page-short-link-plans', params: { user_type: 'g', user_id: 'gym' } });
    expect(publicPlanBackLink(input)).toEqual({
      name: 'public-page-plans',
      params: { user_id: '7' },
    });
  });
});

describe('page meta (2.7)', () => {
  it('titles the page and cuts the description to 256 characters', () => {
    const meta = publicPlanMeta({
      title: 'Strong',
      descriptionHtml: `<p>${'a'.repeat(300)}</p>`,
      coachName: 'Alex Morgan',
      productName: 'Forma',
      mainCoverLarge: '/c.jpg',
    });
    expect(meta.title).toBe('Strong | Alex Morgan | Forma');
    expect(meta.description).toHaveLength(256);
    expect(meta.image).toBe('/c.jpg');
  });

  it('falls back to the product sentence without a description', () => {
    expect(
      publicPlanMeta({
        title: 'Strong',
        descriptionHtml: '<p> </p>',
        coachName: 'Alex',
        productName: 'Forma',
        mainCoverLarge: null,
      }).description,
    ).toBe(
      'View the Strong published by Alex on Forma and find your next remote health and fitness coach.',
    );
  });

  it('reads text out of HTML and picks the main cover', () => {
    expect(htmlToText('<p>Lift &amp; run</p><p>daily&nbsp;&#39;</p>')).toBe("Lift & run daily '");
    expect(
      mainCoverLarge([
        { cover_type: 'tiled_view', large: '/t.jpg' },
        { cover_type: 'table_view', large: '/a.jpg' },
      ]),
    ).toBe('/a.jpg');
    expect(mainCoverLarge([])).toBeNull();
  });
});

describe('what happens next (2.9) and my programs', () => {
  it('adds the payment step for a paid dated membership or one_many plan', () => {
    const input = {
      planType: 'membership' as const,
      pricing: 'paid' as const,
      launchDate: '2030-01-01',
      startDate: null,
      appStoreUrl: null,
      playStoreUrl: null,
      customAppName: null,
    };
    expect(whatHappensNext(input)).toEqual({ paymentStep: true, customAppLinks: false });
    expect(whatHappensNext({ ...input, pricing: 'free' }).paymentStep).toBe(false);
    expect(
      whatHappensNext({ ...input, appStoreUrl: 'a', playStoreUrl: 'p', customAppName: 'App' })
        .customAppLinks,
    ).toBe(true);
  });

  it('gives each card its main action', () => {
    expect(myProgramMainAction({ state: 'init', isApplied: false })).toBe('start');
    expect(myProgramMainAction({ state: 'active', isApplied: true })).toBe('calendar');
    expect(myProgramMainAction({ state: 'scheduled', isApplied: false })).toBe('view');
    expect(myProgramMainAction({ state: 'past_due', isApplied: true })).toBe('pay');
    expect(myProgramMainAction({ state: 'canceled', isApplied: true })).toBe('resume');
  });
});

describe('cancelling a free program from its page (4.7, ours)', () => {
  const labels = (input: Partial<PlanActionInput>) => {
    const full = { ...base, ...input };
    return withFreeCancel(publicPlanActions(full), full).map((b) => b.label);
  };

  it('adds Cancel subscription for a client who owns a free program', () => {
    expect(
      labels({ membership: { state: 'active', cancelAtPeriodEnd: false }, isApplied: true }),
    ).toEqual(['Go to Calendar', 'Manage subscription', 'Cancel subscription']);
    expect(labels({ planType: 'fixed', isBought: true, isApplied: true })).toEqual([
      'Go to Calendar',
      'Reschedule',
      'Cancel subscription',
    ]);
  });

  it('leaves paid, not owned, cancelled, blocked and coach views alone', () => {
    const active = { state: 'active' as const, cancelAtPeriodEnd: false };
    expect(labels({ pricing: 'paid', membership: active, isApplied: true })).not.toContain(
      'Cancel subscription',
    );
    expect(labels({})).toEqual(['Get for Free']);
    expect(labels({ membership: { state: 'canceled', cancelAtPeriodEnd: false } })).not.toContain(
      'Cancel subscription',
    );
    expect(labels({ membership: active, isBlocked: true })).not.toContain('Cancel subscription');
    expect(labels({ viewer: 'coach', membership: active })).not.toContain('Cancel subscription');
  });
});

describe("DECISIONS.md 'Trial and first payment'", () => {
  const today = '2030-03-10';
  const plan = (extra: Partial<Parameters<typeof firstPaymentDay>[0]> = {}) => ({
    planType: 'membership' as const,
    launchDate: null,
    trialDays: null,
    ...extra,
  });

  it('is taken at checkout without trial days, or after them', () => {
    expect(firstPaymentDay(plan(), today)).toBe(today);
    expect(firstPaymentDay(plan({ trialDays: 14 }), today)).toBe('2030-03-24');
  });

  it('counts from a later launch for a membership or Group Rolling Calendar program', () => {
    const later = { launchDate: '2030-04-01', trialDays: 7 };
    expect(firstPaymentDay(plan(later), today)).toBe('2030-04-08');
    expect(firstPaymentDay(plan({ ...later, planType: 'one_many' }), today)).toBe('2030-04-08');
    expect(firstPaymentDay(plan({ ...later, planType: 'individual' }), today)).toBe('2030-03-17');
  });

  it('a client coming back has had the trial', () => {
    expect(firstPaymentDay(plan({ trialDays: 14 }), today, { trial: false })).toBe(today);
  });
});

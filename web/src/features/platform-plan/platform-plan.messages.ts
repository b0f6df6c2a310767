import { menuMessages, restrictedMessages } from '../../lib/messages';

// The platform-plan area's texts: the spec's words (platform.md 4, 8) and the coach_blocked page's
// (ours).
export const platformPlanTexts = {
  overFreeLimit: "You're over the FREE plan limit",
  paymentProblem: 'There is a problem with your recent payment...',
  upgradeNow: 'Upgrade now',
  upgradeNowCaps: 'Upgrade Now',
  renewNow: 'Renew now',
  checkNow: 'Check now',
  upgrade: 'Upgrade',
  // ours (coach_blocked page)
  blockedTitle: 'Your account is restricted',
  blockedBody:
    'Your subscription is not active, so creating programs, adding clients and most coaching tools are paused. Your programs and client data are safe.',
  emptyTitle: 'Start coaching with Forma',
  emptyBody:
    'Start your free 30-day trial to create programs, keep your own client list and connect a bank account to get paid.',
  benefits: [
    'Create and sell programs',
    'Keep your own client list',
    'Connect a bank account and get paid',
  ],
  startTrial: 'Start free trial',
  trialStarted: 'Your free trial has started. Enjoy!',
  seePlans: 'See plans',
  // the shell's restricted popup and menu say these too
  restrictedTitle: restrictedMessages.title,
  myAccounts: menuMessages.myAccounts,
  nonOwnerBody: (owner: string | null) =>
    `Only the account owner${owner ? ` (${owner})` : ''} can upgrade this account. Ask them to renew the subscription to restore full access.`,
} as const;

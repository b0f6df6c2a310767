import { INVITES_AT_A_TIME } from '@forma/contract/programs/programs.rules';

// Program clients page (spec 2.4 names the columns and tabs; the rest is ours).
export const clientsMessages = {
  title: 'Clients',
  tabs: {
    active: 'Active',
    in_trial: 'In trial',
    scheduled: 'Scheduled',
    pending: 'Invites',
    past: 'Past',
  },
  columns: {
    name: 'Name',
    price: 'Price',
    startDate: 'Start date',
    currentlyAt: 'Currently at',
    status: 'Status',
  },
  empty: 'No clients here yet.',
  loadFailed: 'Could not load the clients.',
  invite: 'Invite clients',
  inviteTitle: 'Invite clients',
  emails: 'E-mail addresses',
  emailsHint: `Press Enter after each e-mail (${INVITES_AT_A_TIME} at a time).`,
  send: 'Send invites',
  cancel: 'Cancel',
  invited: (count: number) => `${count} invite(s) sent.`,
  edit: 'Edit program',
  preview: "Client's preview",
} as const;

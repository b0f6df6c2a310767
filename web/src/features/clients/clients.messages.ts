import { trackMessages } from '@forma/contract/programs/programs.messages';
import { INVITES_AT_A_TIME } from '@forma/contract/programs/programs.rules';

// The clients area's texts. The invite refusals the server also sends live in the contract.
export { inviteMessages } from '@forma/contract/programs/programs.messages';

// Program clients page (spec 2.4 names the columns, date columns and tabs; the rest is ours).
export const clientsTexts = {
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
    actions: 'Actions',
    endDate: 'End date',
    trialDaysLeft: 'Days left in trial',
    projectedEndDate: 'Projected end date',
    trainingTo: 'Training programmed to',
    invitedOn: 'Invited on',
    // ours: the client's last day with results (issue 12)
    lastLogged: 'Last logged',
  },
  // ours: the name of the clients' cards on a phone
  listLabel: 'Clients',
  statusKinds: {
    client: 'Client status',
    training: 'Training status',
    invite: 'Invite Status',
  },
  daysLeft: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  notSent: 'Not sent yet',
  removed: 'Removed',
  empty: {
    active: 'No active clients yet. Invite clients or share the program’s public link.',
    in_trial: 'No client is in a trial.',
    scheduled: 'No client is waiting for a start date.',
    pending: 'No open invites.',
    past: 'No past clients.',
  },
  emptyTitle: 'No clients here yet',
  loadFailed: 'Could not load the clients.',
  invite: 'Invite clients',
  inviteTitle: 'Invite clients',
  emails: 'E-mail addresses',
  emailsHint: `Press Enter after each e-mail (${INVITES_AT_A_TIME} at a time).`,
  send: 'Send invites',
  cancel: 'Cancel',
  invited: (count: number) => `${count} invite(s) sent.`,
  heldForPublish: (count: number) =>
    `${count} client(s) added. Their invites are sent when you publish the program.`,
  invitedTitle: (count: number) => `Invited (${count})`,
  noInvites: 'Nobody has been invited yet.',
  edit: 'Edit program',
  preview: "Client's preview",
  rowMenu: (name: string) => `Actions for ${name}`,
  actions: {
    sendInvite: 'Send program invite',
    resendInvite: 'Resend program invite',
    editInfo: 'Edit client info',
    cancel: 'Cancel program',
    remove: 'Remove client',
    chooseTracks: 'Choose tracks',
    reschedule: 'Reschedule',
  },
  done: {
    invite: 'Program invite sent.',
    cancel: 'The program was cancelled for this client.',
    remove: 'Client removed.',
    edit: 'Client info saved.',
  },
  removeTitle: 'Remove client',
  removeBody: (name: string) =>
    `Remove ${name} from this program? They will not be able to start it again.`,
  withdrawBody: (name: string) =>
    `Withdraw the invite to ${name}? The link in their e-mail will stop working.`,
  cancelTitle: 'Cancel program',
  cancelBody: (name: string) =>
    `Cancel this free program for ${name}? It ends today and their access stops from tomorrow.`,
  keep: 'Keep',
  // spec 2.4 and 4.7 name the choices; the rest is ours (payments part 2)
  paidCancel: {
    intro: (name: string) => `Cancel the subscription of ${name} to this program.`,
    when: 'When',
    now: 'Cancel immediately',
    nowHint: 'Access ceases from tomorrow.',
    periodEnd: 'Cancel at the end of the billing cycle',
    periodEndHint: 'The client keeps access until then and is not charged again.',
    refund: 'Refund the last payment',
    none: 'None',
    full: (amount: string) => `Full (${amount})`,
    partial: 'Partial',
    amount: 'Refund amount',
    amountHint: (max: string) => `At most ${max}.`,
    amountRange: (max: string) => `Enter an amount between 0.01 and ${max}.`,
    endsLater: 'The subscription will end at the end of its billing cycle.',
  },
  lastPayment: (amount: string, day: string) => `Last payment ${amount} on ${day}`,
  refunded: (amount: string) => `Refunded ${amount}`,
  editTitle: 'Edit client info',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  save: 'Save',
  // ours: a client's tracks (spec 2.3 and 4.8 give no wording)
  tracks: {
    label: (names: string) => `Tracks: ${names}`,
    defaultTrack: (name: string) => `${name} (default)`,
    title: (name: string) => `Tracks for ${name}`,
    intro: (track: string) =>
      `The client sees the training of the tracks you choose. With none chosen, they follow the default track, ${track}.`,
    group: 'Tracks',
    archived: (name: string) => `${name} (archived)`,
    archivedHint: 'Archived: hidden from the client until it is restored.',
    saved: 'Tracks saved.',
    restricted: trackMessages.restricted,
    restrictedTitle: 'Access restricted',
    gotIt: 'Got It!',
    upgrade: 'Upgrade',
  },
  // ours: spec 2.4 and 2.5 name the action and its week and day inputs
  reschedule: {
    title: (name: string) => `Reschedule ${name}`,
    intro: (name: string) => `Choose the week and day of the program ${name} is at today.`,
    week: 'Week',
    day: 'Day',
    save: 'Reschedule',
    done: (name: string, week: number, day: number) =>
      `${name} is now at Week ${week}, Day ${day}.`,
  },
  openCalendar: (name: string) => `${name}: open their calendar`,
  waiverAcceptances: {
    none: 'No client has accepted this waiver yet.',
    loadFailed: 'Could not load the acceptances.',
  },
} as const;

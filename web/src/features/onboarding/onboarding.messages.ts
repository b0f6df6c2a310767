import type { CoachingQuestions } from '@forma/contract/accounts/users.schemas';

// Sign-up flow screens by their spec labels (platform.md 2.2) and the coaching questions
// (platform.md 3, "Sign-up and profile data"); the surrounding sentences are ours.

export const flowLabels = {
  userType: 'USER TYPE',
  selectAccount: 'SELECT ACCOUNT',
  joinTeam: 'JOIN A TEAM',
  signUp: 'SIGN UP',
  setupProfile: 'setup profile',
  questions: 'coaching questions',
  success: 'Success',
  createOrLogIn: 'Create account or Log in',
} as const;

/** Option labels; {partner} is the config's partner_name. */
export const questionOptions = (partner: string) =>
  ({
    i_am: {
      functional_fitness_coach: 'Functional fitness coach',
      gym_manager: 'Gym manager',
      health_professional: 'Health professional',
      race_affiliate: `${partner} affiliate`,
      nutritionist: 'Nutritionist',
      personal_trainer: 'Personal trainer',
      sports_coach: 'Sports coach',
      other: 'Other',
    },
    i_coach: { clients_121: 'Clients 1-2-1', groups: 'Groups', both: 'Both' },
    i_have: {
      none: 'No clients yet',
      '1_5': '1-5',
      '6_50': '6-50',
      '51_200': '51-200',
      '201_plus': '201+',
    },
    i_want: { in_person: 'in person', hybrid: 'hybrid', online: 'whole business online' },
  }) satisfies { [Q in keyof CoachingQuestions]: Record<CoachingQuestions[Q], string> };

export const questionTitles: Record<keyof CoachingQuestions, string> = {
  i_am: 'I am a…',
  i_coach: 'I coach…',
  i_have: 'I have…',
  i_want: 'I want to coach…',
};

/** Words the onboarding screens share ('Log In' is the spec's screen label; the rest are ours). */
export const onboardingTexts = {
  logIn: 'Log In',
  continue: 'Continue',
  back: 'Back',
  accountName: 'Account name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
} as const;

/** sign_up/:role: the choices before the form, and the form's frame. */
export const signUpTexts = {
  haveAccount: 'Already have an account?',
  howWillYouUse: (product: string | undefined) =>
    product ? `How will you use ${product}?` : 'How will you use the app?',
  chooseOption: 'Choose the option that fits you best.',
  coach: "I'm a coach",
  coachHint: 'Build, sell and deliver training programs to your clients.',
  client: "I'm a client",
  clientHint: "Follow your coach's programs and track your progress.",
  whatKindOfCoach: 'What kind of coach are you?',
  standalone: 'Standalone coach',
  standaloneHint: 'Run your own coaching business with your own programs and clients.',
  team: 'Team coach',
  teamHint: 'Coach as part of a team that invites you to its account.',
  joinTeam: 'Join your team',
  createOrLogInHint:
    "Create a free account to join your coach's programs, or log in if you already have one.",
  createAccount: 'Create account',
  or: 'or',
  coachTitle: 'Create your coaching account',
  clientTitle: 'Create your account',
  coachSubtitle: 'Start building and selling your programs.',
  areYouCoach: 'Are you a coach?',
  signUpAsCoach: 'Sign up as a coach',
} as const;

/** The sign-up form: its agreement line links the terms and the privacy policy. */
export const signUpFormTexts = {
  agreeTo: 'I agree to the',
  terms: 'Terms and Conditions',
  and: 'and',
  privacyPolicy: 'Privacy Policy',
  submit: 'Sign Up',
} as const;

/** JOIN A TEAM: how a team coach gets in. */
export const joinTeamTexts = {
  intro: "Coaches join a team through an invitation from the team's owner. To join yours:",
  askOwner: 'Ask the owner of your team to invite you from their account settings.',
  openEmail: 'Open the invitation e-mail and follow the link to create your account.',
  haveInvitation: 'Already have the invitation? Paste its link or token here.',
  linkLabel: 'Invitation link or token',
  linkPlaceholder: 'https://…/onboarding/accept-invitation/…',
} as const;

/** accept-invitation/:token and athlete-invitation/:token. */
export const invitationTexts = {
  loading: 'Loading invitation',
  notFoundTitle: 'Invitation not found',
  notFoundBody: 'This invitation link is invalid or has expired. Please ask for a new invitation.',
  usedTitle: 'Invitation already used',
  usedBody: (title: string, status: string) =>
    `This invitation to '${title}' has already been ${status}. Log in to continue.`,
  title: (title: string) => `Join '${title}'`,
  logInToAccept: (email: string) => `Log in as ${email} to accept your invitation.`,
  signUpToAccept: (title: string, audience: 'coach' | 'client') =>
    `You've been invited to join '${title}' with its ${audience === 'coach' ? 'coaches' : 'clients'}. Create your account to accept.`,
  programTitle: (program: string) => `Join '${program}'`,
  signUpToJoinProgram: (coach: string, program: string) =>
    `${coach} has invited you to the program '${program}'. Create your account to accept.`,
  logInToJoinProgram: (email: string, coach: string, program: string) =>
    `${coach} has invited you to the program '${program}'. Log in as ${email} to accept.`,
} as const;

/** onboarding-create/:type and onboarding-setup/:type (team). */
export const createTeamTexts = {
  title: 'Create your team',
  logInFirst: 'Log in to create a team account.',
  subtitle: 'A team account lets you invite coaches to program and coach together.',
  nameHint: "Your team's name, as clients will see it.",
  submit: 'Create team',
} as const;

/** onboarding-coach-setup-profile: the business profile, then the coaching questions. */
export const setupProfileTexts = {
  profileTitle: 'Set up your profile',
  questionsTitle: 'Tell us about your coaching',
  profileSubtitle: 'This is the name your clients see on your storefront and programs.',
  questionsSubtitle: 'A few quick questions so we can tailor your experience.',
  profileStep: 'Profile',
  questionsStep: 'Questions',
  businessName: 'Business name',
} as const;

/** /success, the post-sign-up welcome. */
export const successTexts = {
  welcome: (name: string, product: string | undefined) =>
    `Welcome${product ? ` to ${product}` : ''}, ${name}!`,
  welcomeNoName: 'Welcome!',
  clientReady: 'Your account is ready. Your programs are waiting for you.',
  invitedReady: 'Your account is ready. Head to your programs to start coaching with your team.',
  coachReady: 'Your account is ready. Create your first program and start signing up clients.',
  goToPrograms: 'Go to programs',
} as const;

/** onboarding-verify-information/:role. */
export const verifyInformationTexts = {
  title: 'Verify your information',
  logInFirst: 'Log in to confirm your details and continue.',
  subtitle: 'Please confirm your details before you continue. They must match your ID for payouts.',
} as const;

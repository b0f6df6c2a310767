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

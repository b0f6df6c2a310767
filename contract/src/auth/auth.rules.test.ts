import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ageMin, authMessages, passwordMin } from './auth.messages.ts';
import {
  accountNameSchema,
  agreementSchema,
  BIRTHDATE_MAX_YEARS,
  birthdateSchema,
  blankableName,
  birthdateToIso,
  checkBirthdate,
  checkBirthdateParts,
  countrySchema,
  deleteAccountConfirmationSchema,
  emailSchema,
  FORBIDDEN_NAME_CHARS,
  firstBirthdateError,
  firstNameSchema,
  formatBirthdate,
  GENDERS,
  genderSchema,
  isValidName,
  lastNameSchema,
  MIN_AGE,
  minAgeForRole,
  NAME_MAX,
  nameSchema,
  parseBirthdate,
  PASSWORD_MIN,
  passwordChangeSchema,
  passwordResetSchema,
  passwordSchema,
  settingsAccountNameSchema,
  signInBodySchema,
  signInEmailSchema,
  signUpFormSchema,
  zodErrorsToFields,
} from './auth.rules.ts';

/** Messages of a failed parse, or [] when it succeeds. */
const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const NAME_RULE =
  'Name field must contain less than 50 characters and can’t contain any of the following characters: / | \\ + = @ : < > ? ;';

describe('auth messages (platform.md §5, word for word)', () => {
  it('has every validation text', () => {
    expect(authMessages.nameRule).toBe(NAME_RULE);
    expect(authMessages.nameRule).toContain('can’t');
    expect(authMessages.accountNameRequired).toBe('Name is required');
    expect(authMessages.firstNameRequired).toBe('First name is required');
    expect(authMessages.lastNameRequired).toBe('Last name is required');
    expect(authMessages.firstNameRequiredAlt).toBe('First Name is required');
    expect(authMessages.lastNameRequiredAlt).toBe('Last Name is required');
    expect(authMessages.emailInvalid).toBe('Please enter a valid email address.');
    expect(authMessages.emailRequired).toBe('Email is required');
    expect(authMessages.passwordRequired).toBe('Password is required');
    expect(authMessages.countryRequired).toBe('Country is required');
    expect(authMessages.agreementRequired).toBe('You must agree before submitting.');
    expect(authMessages.passwordsNotIdentical).toBe('Passwords must be identical.');
    expect(authMessages.birthdateRequired).toBe('Please enter a valid date of birth');
    expect(authMessages.birthdateInvalid).toBe('Please provide a valid Date of Birth.');
    expect(authMessages.settingsAccountNameTooShort).toBe(
      'Account name is too short (minimum is 1 character)',
    );
  });

  it('formats the parameterised texts', () => {
    expect(passwordMin(6)).toBe('Password must have at least 6 characters.');
    expect(authMessages.passwordMin(8)).toBe('Password must have at least 8 characters.');
    expect(ageMin(18)).toBe('You must be at least 18 years old');
    expect(authMessages.ageMin(16)).toBe('You must be at least 16 years old');
  });
});

describe('constants', () => {
  it('match the spec and DECISIONS.md', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(NAME_MAX).toBe(50);
    expect([...FORBIDDEN_NAME_CHARS]).toEqual([
      '/',
      '|',
      '\\',
      '+',
      '=',
      '@',
      ':',
      '<',
      '>',
      '?',
      ';',
    ]);
    expect(MIN_AGE).toEqual({ coach: 18, client: 16, updateProfile: 16, default: 18 });
    expect(BIRTHDATE_MAX_YEARS).toBe(100);
    expect(minAgeForRole('coach')).toBe(18);
    expect(minAgeForRole('user')).toBe(16);
  });
});

describe('name rule', () => {
  it('accepts 49 characters and rejects 50', () => {
    expect(isValidName('a'.repeat(49))).toBe(true);
    expect(isValidName('a'.repeat(50))).toBe(false);
    expect(messagesOf(firstNameSchema, 'a'.repeat(49))).toEqual([]);
    expect(messagesOf(firstNameSchema, 'a'.repeat(50))).toEqual([NAME_RULE]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isValidName('é'.repeat(49))).toBe(true);
    expect(isValidName('😀'.repeat(49))).toBe(true);
  });

  it.each([...FORBIDDEN_NAME_CHARS])('rejects the forbidden character %s', (char) => {
    expect(isValidName(`Ann${char}Lee`)).toBe(false);
    expect(messagesOf(lastNameSchema, `Ann${char}Lee`)).toEqual([NAME_RULE]);
  });

  it('accepts ordinary names with apostrophes, hyphens, spaces and accents', () => {
    expect(messagesOf(lastNameSchema, "O'Brien-Núñez Jr.")).toEqual([]);
  });

  it('trims before checking and returns the trimmed value', () => {
    expect(firstNameSchema.parse('  Ann  ')).toBe('Ann');
    expect(messagesOf(firstNameSchema, ` ${'a'.repeat(49)} `)).toEqual([]);
  });

  it('blankableName reads a blank name as null and holds any other to the same rule', () => {
    const schema = blankableName(firstNameSchema);
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(' Ann ')).toBe('Ann');
    expect(messagesOf(schema, 'Ann<b>')).toEqual([NAME_RULE]);
    expect(messagesOf(schema, 'a'.repeat(50))).toEqual([NAME_RULE]);
  });

  it('reports each required text when empty (only that text)', () => {
    expect(messagesOf(firstNameSchema, '')).toEqual(['First name is required']);
    expect(messagesOf(firstNameSchema, '   ')).toEqual(['First name is required']);
    expect(messagesOf(lastNameSchema, '')).toEqual(['Last name is required']);
    expect(messagesOf(accountNameSchema, '')).toEqual(['Name is required']);
    expect(messagesOf(accountNameSchema, undefined)).toEqual(['Name is required']);
    expect(messagesOf(settingsAccountNameSchema, '')).toEqual([
      'Account name is too short (minimum is 1 character)',
    ]);
    expect(messagesOf(nameSchema('Custom required'), '')).toEqual(['Custom required']);
  });
});

describe('email', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann lee@example.com'])(
    'rejects %j with the spec text',
    (value) => {
      expect(messagesOf(emailSchema, value)).toEqual(['Please enter a valid email address.']);
    },
  );

  it('sign-in e-mail: required first, then valid', () => {
    expect(messagesOf(signInEmailSchema, '')).toEqual(['Email is required']);
    expect(messagesOf(signInEmailSchema, '  ')).toEqual(['Email is required']);
    expect(messagesOf(signInEmailSchema, undefined)).toEqual(['Email is required']);
    expect(messagesOf(signInEmailSchema, 'ann')).toEqual(['Please enter a valid email address.']);
    expect(signInEmailSchema.parse('ANN@example.com')).toBe('ann@example.com');
  });
});

describe('password', () => {
  it('rejects 5 characters and accepts 6', () => {
    expect(messagesOf(passwordSchema, '12345')).toEqual([
      'Password must have at least 6 characters.',
    ]);
    expect(messagesOf(passwordSchema, '123456')).toEqual([]);
  });

  it('does not trim passwords', () => {
    expect(passwordSchema.parse(' 1234 ')).toBe(' 1234 ');
  });
});

describe('country, agreement, gender, delete confirmation', () => {
  it('requires a 2-letter country code', () => {
    expect(countrySchema.parse('gb')).toBe('GB');
    expect(messagesOf(countrySchema, '')).toEqual(['Country is required']);
    expect(messagesOf(countrySchema, undefined)).toEqual(['Country is required']);
    expect(messagesOf(countrySchema, 'GBR')).toEqual(['Country is required']);
    expect(messagesOf(countrySchema, 'G1')).toEqual(['Country is required']);
  });

  it('requires the agreement to be ticked', () => {
    expect(agreementSchema.parse(true)).toBe(true);
    expect(messagesOf(agreementSchema, false)).toEqual(['You must agree before submitting.']);
    expect(messagesOf(agreementSchema, undefined)).toEqual(['You must agree before submitting.']);
  });

  it('accepts the four genders only', () => {
    for (const gender of ['male', 'female', 'other', 'not_said']) {
      expect(genderSchema.parse(gender)).toBe(gender);
    }
    expect(genderSchema.safeParse('prefer not to say').success).toBe(false);
    expect(GENDERS.map((g) => g.value)).toEqual(['male', 'female', 'other', 'not_said']);
    expect(GENDERS.find((g) => g.value === 'not_said')?.label).toBe('Prefer not to say');
  });

  it("requires typing 'DELETE' exactly", () => {
    expect(deleteAccountConfirmationSchema.safeParse('DELETE').success).toBe(true);
    expect(deleteAccountConfirmationSchema.safeParse('delete').success).toBe(false);
  });
});

describe('birthdate parts', () => {
  // Local calendar date 15 June 2025.
  const today = new Date(2025, 5, 15, 12, 0, 0);
  const check = (day: string, month: string, year: string, minAge = 18) =>
    checkBirthdateParts({ day, month, year }, { minAge, today });
  const PART = 'Please enter a valid date of birth';
  const DATE = 'Please provide a valid Date of Birth.';

  it('accepts a valid adult date', () => {
    expect(check('01', '02', '1990')).toEqual({});
    expect(check('1', '2', '1990')).toEqual({});
  });

  it('requires every part', () => {
    expect(checkBirthdateParts({}, { minAge: 18, today })).toEqual({
      day: PART,
      month: PART,
      year: PART,
    });
    expect(check('', '02', '1990')).toEqual({ day: PART });
    expect(check('01', '', '1990')).toEqual({ month: PART });
    expect(check('01', '02', '')).toEqual({ year: PART });
  });

  it('requires a year of exactly 4 digits', () => {
    expect(check('01', '02', '990')).toEqual({ year: PART });
    expect(check('01', '02', '01990')).toEqual({ year: PART });
    expect(check('01', '02', '19a0')).toEqual({ year: PART });
  });

  it('limits the year to the current year minus 100 .. the current year', () => {
    expect(check('15', '06', '1924')).toEqual({ year: PART });
    expect(check('15', '06', '1925')).toEqual({});
    expect(check('01', '01', '2025', 0)).toEqual({});
    expect(check('01', '01', '2026', 0)).toEqual({ year: PART });
  });

  it('limits the month to 1..12 with up to 2 digits', () => {
    expect(check('01', '0', '1990')).toEqual({ month: PART });
    expect(check('01', '13', '1990')).toEqual({ month: PART });
    expect(check('01', '12', '1990')).toEqual({});
    expect(check('01', '012', '1990')).toEqual({ month: PART });
  });

  it('limits the day to 1..31 with up to 2 digits', () => {
    expect(check('0', '01', '1990')).toEqual({ day: PART });
    expect(check('31', '01', '1990')).toEqual({});
    expect(check('32', '01', '1990')).toEqual({ day: PART });
    expect(check('001', '01', '1990')).toEqual({ day: PART });
  });

  it('allows February up to 29 and checks the 29th exists in that year', () => {
    expect(check('29', '02', '2000')).toEqual({});
    expect(check('30', '02', '2000')).toEqual({ day: PART });
    expect(check('29', '02', '2001')).toEqual({ date: DATE });
  });

  it('limits other months to their day count', () => {
    expect(check('30', '04', '1990')).toEqual({});
    expect(check('31', '04', '1990')).toEqual({ day: PART });
    expect(check('31', '06', '1990')).toEqual({ day: PART });
    expect(check('31', '07', '1990')).toEqual({});
  });

  it('rejects a future date with the date-invalid text', () => {
    expect(check('16', '06', '2025', 0)).toEqual({ date: DATE });
    expect(check('15', '06', '2025', 0)).toEqual({});
  });

  it('rejects a date more than 100 years ago', () => {
    expect(check('14', '06', '1925')).toEqual({ date: DATE });
    expect(check('15', '06', '1925')).toEqual({});
  });

  it('requires the minimum age, counting from the birthday itself', () => {
    // 18th birthday today: 18. One day later: still 17.
    expect(check('15', '06', '2007', 18)).toEqual({});
    expect(check('16', '06', '2007', 18)).toEqual({ date: 'You must be at least 18 years old' });
    expect(check('15', '06', '2009', 16)).toEqual({});
    expect(check('16', '06', '2009', 16)).toEqual({ date: 'You must be at least 16 years old' });
  });

  it('treats a 29 February birthday as reached on 1 March in a non-leap year', () => {
    const feb28 = new Date(2025, 1, 28);
    const mar1 = new Date(2025, 2, 1);
    const parts = { day: '29', month: '02', year: '2004' };
    expect(checkBirthdateParts(parts, { minAge: 21, today: feb28 })).toEqual({
      date: 'You must be at least 21 years old',
    });
    expect(checkBirthdateParts(parts, { minAge: 21, today: mar1 })).toEqual({});
  });

  it('accepts numeric parts', () => {
    expect(checkBirthdateParts({ day: 1, month: 2, year: 1990 }, { minAge: 18, today })).toEqual(
      {},
    );
  });

  it('firstBirthdateError picks parts before the date', () => {
    expect(firstBirthdateError({})).toBeNull();
    expect(firstBirthdateError({ year: PART })).toBe(PART);
    expect(firstBirthdateError({ date: DATE })).toBe(DATE);
  });
});

describe('birthdate strings', () => {
  const today = new Date(2025, 5, 15, 12);

  it('parses DD/MM/YYYY into parts', () => {
    expect(parseBirthdate('01/02/1990')).toEqual({ day: '01', month: '02', year: '1990' });
    expect(parseBirthdate('1/2/1990')).toEqual({ day: '1', month: '2', year: '1990' });
    expect(parseBirthdate('01-02-1990')).toBeNull();
    expect(parseBirthdate('01/02/1990/1')).toBeNull();
    expect(parseBirthdate('')).toBeNull();
  });

  it('formats YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatBirthdate('1990-02-01')).toBe('01/02/1990');
    expect(formatBirthdate('1990-02-01T00:00:00Z')).toBe('01/02/1990');
    expect(formatBirthdate(null)).toBe('');
    expect(formatBirthdate('01/02/1990')).toBe('');
  });

  it('converts DD/MM/YYYY to YYYY-MM-DD', () => {
    expect(birthdateToIso('1/2/1990')).toBe('1990-02-01');
    expect(birthdateToIso('01/02/90')).toBeNull();
    expect(birthdateToIso('nonsense')).toBeNull();
  });

  it('checkBirthdate reports the first message', () => {
    expect(checkBirthdate('01/02/1990', { minAge: 18, today })).toBeNull();
    expect(checkBirthdate('01-02-1990', { minAge: 18, today })).toBe(
      'Please enter a valid date of birth',
    );
    expect(checkBirthdate('01/02/2020', { minAge: 18, today })).toBe(
      'You must be at least 18 years old',
    );
  });

  it('birthdateSchema uses the given minimum age and today', () => {
    const schema = birthdateSchema(16, today);
    expect(schema.parse(' 15/06/2009 ')).toBe('15/06/2009');
    expect(messagesOf(schema, '16/06/2009')).toEqual(['You must be at least 16 years old']);
    expect(messagesOf(schema, '31/04/1990')).toEqual(['Please enter a valid date of birth']);
    expect(messagesOf(schema, '16/06/2025')).toEqual(['Please provide a valid Date of Birth.']);
    expect(messagesOf(schema, undefined)).toEqual(['Please enter a valid date of birth']);
  });

  it('birthdateSchema defaults to 18 and the current date', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 15, 12));
    try {
      expect(messagesOf(birthdateSchema(), '15/06/2007')).toEqual([]);
      expect(messagesOf(birthdateSchema(), '16/06/2007')).toEqual([
        'You must be at least 18 years old',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('signInBodySchema', () => {
  const body = {
    email: ' Ann@Example.com ',
    password: 'secret',
    client_id: 'id',
    client_secret: 'shh',
  };

  it('accepts a valid body and lower-cases the e-mail', () => {
    expect(signInBodySchema.parse(body)).toEqual({ ...body, email: 'ann@example.com' });
  });

  it('reports required fields', () => {
    const result = signInBodySchema.safeParse({
      email: '',
      password: '',
      client_id: 'id',
      client_secret: 's',
    });
    expect(result.success).toBe(false);
    expect(zodErrorsToFields(result.error!)).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('reports a short password', () => {
    const result = signInBodySchema.safeParse({ ...body, password: '12345' });
    expect(zodErrorsToFields(result.error!)).toEqual({
      password: ['Password must have at least 6 characters.'],
    });
  });

  it('requires client credentials', () => {
    const result = signInBodySchema.safeParse({ ...body, client_id: '', client_secret: undefined });
    expect(Object.keys(zodErrorsToFields(result.error!)).sort()).toEqual([
      'client_id',
      'client_secret',
    ]);
  });
});

describe('signUpFormSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 15, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const form = {
    role: 'coach' as const,
    account_name: 'Iron Gym',
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ANN@example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
    country: 'GB',
    state: null,
    birthdate: '15/06/2007',
    agreement: true as const,
  };
  const errorsOf = (value: unknown) => {
    const result = signUpFormSchema.safeParse(value);
    return result.success ? {} : zodErrorsToFields(result.error);
  };

  it('accepts a valid form', () => {
    expect(signUpFormSchema.parse(form)).toEqual({ ...form, email: 'ann@example.com' });
  });

  it('makes account_name, state and birthdate optional', () => {
    const { account_name: _a, state: _s, birthdate: _b, ...rest } = form;
    expect(errorsOf(rest)).toEqual({});
    expect(errorsOf({ ...rest, birthdate: '' })).toEqual({});
  });

  it('reports mismatched passwords on password_confirmation', () => {
    expect(errorsOf({ ...form, password_confirmation: 'secret2' })).toEqual({
      password_confirmation: ['Passwords must be identical.'],
    });
  });

  it('reports the mismatch alongside other field errors', () => {
    expect(errorsOf({ ...form, first_name: '', password_confirmation: 'x' })).toEqual({
      first_name: ['First name is required'],
      password_confirmation: ['Passwords must be identical.'],
    });
  });

  it('applies 18 for coaches and 16 for clients', () => {
    expect(errorsOf({ ...form, birthdate: '16/06/2007' })).toEqual({
      birthdate: ['You must be at least 18 years old'],
    });
    expect(errorsOf({ ...form, role: 'user', birthdate: '16/06/2007' })).toEqual({});
    expect(errorsOf({ ...form, role: 'user', birthdate: '16/06/2009' })).toEqual({
      birthdate: ['You must be at least 16 years old'],
    });
    expect(errorsOf({ ...form, role: 'user', birthdate: '15/06/2009' })).toEqual({});
  });

  it('reports every required field of an empty form', () => {
    expect(errorsOf({ role: 'user' })).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Please enter a valid email address.'],
      password: ['Password must have at least 6 characters.'],
      password_confirmation: ['Passwords must be identical.'],
      country: ['Country is required'],
      agreement: ['You must agree before submitting.'],
    });
  });

  it('rejects an unknown role', () => {
    expect(Object.keys(errorsOf({ ...form, role: 'admin' }))).toEqual(['role']);
  });
});

describe('password change and reset', () => {
  it('password change requires the current password and identical passwords', () => {
    expect(
      passwordChangeSchema.safeParse({
        password: 'secret1',
        password_confirmation: 'secret1',
        current_password: 'old',
      }).success,
    ).toBe(true);
    const result = passwordChangeSchema.safeParse({
      password: 'secret1',
      password_confirmation: 'secret2',
      current_password: '',
    });
    expect(zodErrorsToFields(result.error!)).toEqual({
      current_password: ['Password is required'],
      password_confirmation: ['Passwords must be identical.'],
    });
  });

  it('password reset requires the token and identical passwords', () => {
    expect(
      passwordResetSchema.safeParse({
        password: 'secret1',
        password_confirmation: 'secret1',
        reset_password_token: 't',
      }).success,
    ).toBe(true);
    const result = passwordResetSchema.safeParse({
      password: '12345',
      password_confirmation: '12345',
      reset_password_token: '',
    });
    expect(Object.keys(zodErrorsToFields(result.error!)).sort()).toEqual([
      'password',
      'reset_password_token',
    ]);
    const mismatch = passwordResetSchema.safeParse({
      password: 'secret1',
      password_confirmation: 'secret',
      reset_password_token: 't',
    });
    expect(zodErrorsToFields(mismatch.error!)).toEqual({
      password_confirmation: ['Passwords must be identical.'],
    });
  });
});

describe('zodErrorsToFields', () => {
  it('joins nested paths with dots, uses base for the root and drops duplicates', () => {
    const schema = z
      .object({
        user: z.object({
          name: z
            .string()
            .min(1, 'short')
            .refine(() => false, 'short'),
        }),
      })
      .refine(() => false, 'root problem');
    const result = schema.safeParse({ user: { name: '' } });
    expect(zodErrorsToFields(result.error!)).toEqual({
      'user.name': ['short'],
      base: ['root problem'],
    });
  });
});

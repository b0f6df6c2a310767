import { describe, expect, it } from 'vitest';
import { programMessages } from '@forma/contract/programs/programs.messages';
import {
  createBodyOf,
  emptyProgramForm,
  formErrorsOfServer,
  validateProgramForm,
} from './program-form';

describe('program form', () => {
  it('requires a title and checks the custom URL with the contract rules', () => {
    const errors = validateProgramForm({ ...emptyProgramForm(), custom_url: '12345' });
    expect(errors.title).toBe(programMessages.titleRequired);
    expect(errors.custom_url).toBe(programMessages.customUrlDigits);
    expect(
      validateProgramForm({ ...emptyProgramForm(), title: 'A', custom_url: 'bad url' }).custom_url,
    ).toBe(programMessages.customUrlChars);
  });

  it('checks sessions per day', () => {
    const errors = validateProgramForm({ ...emptyProgramForm(), title: 'A', sessions_per_day: 11 });
    expect(errors.sessions_per_day).toBe(programMessages.sessionsPerDay);
  });

  it('sends no trial days for a free program and the fixed visibility of a membership', () => {
    const body = createBodyOf({
      ...emptyProgramForm(),
      title: 'Free',
      plan_type: 'membership',
      trial_days: 7,
      custom_url: '',
    });
    expect(body.plan.plan_type).toBe('membership');
    expect(body.plan.trial_days).toBeNull();
    expect(body.plan.visibility_days).toBe(7);
    expect(body.plan.custom_url).toBeNull();
  });

  it('puts server waiver errors on the waiver text', () => {
    expect(formErrorsOfServer({ 'waiver.text': 'x', title: 'y' })).toEqual({
      waiver_text: 'x',
      title: 'y',
    });
  });
});

describe('program form: new fields', () => {
  it('counts the description by its visible text and keeps waiver attachments', async () => {
    const { DESCRIPTION_MAX } = await import('@forma/contract/programs/programs.rules');
    const long = `<p>${'a'.repeat(DESCRIPTION_MAX + 1)}</p>`;
    expect(
      validateProgramForm({ ...emptyProgramForm(), title: 'A', description: long }).description,
    ).toBe(programMessages.description(DESCRIPTION_MAX));
    const body = createBodyOf({
      ...emptyProgramForm(),
      title: 'A',
      waiver_attachments: [{ media_id: 4, position: 0, title_media: false, media: null }],
      launch_date: '2030-01-01',
      plan_type: 'fixed',
    });
    expect(body.plan.waiver?.attachments).toEqual([
      { media_id: 4, position: 0, title_media: false },
    ]);
    expect(body.plan.launch_date).toBeNull();
  });
});

describe('program form: client training visibility', () => {
  const base = { ...emptyProgramForm(), title: 'A' };

  it('refuses Unlimited off with no days, which would be sent as unlimited', () => {
    for (const plan_type of ['one_many', 'individual'] as const) {
      const errors = validateProgramForm({
        ...base,
        plan_type,
        visibility_unlimited: false,
        visibility_days: null,
      });
      expect(errors.visibility_days).toBe('Please enter a valid value.');
    }
  });

  it('takes a number of days, or Unlimited with none', () => {
    expect(
      validateProgramForm({ ...base, visibility_unlimited: false, visibility_days: 14 })
        .visibility_days,
    ).toBeUndefined();
    expect(
      validateProgramForm({ ...base, visibility_unlimited: true, visibility_days: null })
        .visibility_days,
    ).toBeUndefined();
  });

  it('asks nothing of the types whose visibility is fixed', () => {
    for (const plan_type of ['membership', 'fixed'] as const) {
      const errors = validateProgramForm({
        ...base,
        plan_type,
        visibility_unlimited: false,
        visibility_days: null,
      });
      expect(errors.visibility_days).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../endpoints.ts';

const limited = (name: string) =>
  allEndpoints
    .filter((e) => e.rateLimit === name)
    .map((e) => `${e.method} ${e.path}`)
    .sort();

describe('limits per person', () => {
  it('holds every write one person makes for others to read', () => {
    expect(limited('shared_write')).toEqual([
      'POST /coach/athletes/:user_id/blocks/:block_id/comments',
      'POST /plans/:id/contact',
      'POST /user/training/blocks/:block_id/comments',
      'PUT /coach/athletes/:user_id/days/:day_id/feedback',
    ]);
  });

  it('holds the card form’s SetupIntent on both of its paths', () => {
    expect(limited('card_setup')).toEqual([
      'GET /athlete/card_tokens/card_init',
      'GET /stripe/card_init',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { flattenErrorBody } from '../lib/error-body';
import { describeFailure } from './failure-handler';

const failed = (status: number, body: ConstructorParameters<typeof ApiError>[1] = null) =>
  new ApiError(status, body, `Request failed with status ${status}`);

describe('global handling of failed calls (platform.md 8)', () => {
  it('404: Not Found, then the 404 page', () => {
    expect(describeFailure(failed(404), '/coach')).toEqual({
      toast: 'Not Found',
      redirect: '/404',
    });
  });

  it("403: 'Forbidden: Access is denied', then '/'", () => {
    expect(describeFailure(failed(403), '/coach')).toEqual({
      toast: 'Forbidden: Access is denied',
      redirect: '/',
    });
  });

  it("401: 'Access is denied. Try to reload the page.', then sign-in, forgetting the session", () => {
    expect(describeFailure(failed(401), '/coach')).toEqual({
      toast: 'Access is denied. Try to reload the page.',
      redirect: '/onboarding/sign_in',
      signOut: true,
    });
  });

  it("406: 'Access is denied', then coach_blocked", () => {
    expect(describeFailure(failed(406), '/coach')).toEqual({
      toast: 'Access is denied',
      redirect: '/coach/upgrade-your-account',
    });
  });

  it('418: my accounts, unless already there, with no toast', () => {
    expect(describeFailure(failed(418), '/coach/programs/active')).toEqual({
      redirect: '/coach/my_accounts',
    });
    expect(describeFailure(failed(418), '/coach/my_accounts')).toEqual({});
  });

  it('other statuses with an object body: every field message flattened and joined', () => {
    const body = {
      errors: {
        email: ['Please enter a valid email address.'],
        base: ['Daily invite limit reached. Try again tomorrow.'],
      },
    };
    expect(describeFailure(failed(422, body), '/')).toEqual({
      toast: 'Please enter a valid email address.\nDaily invite limit reached. Try again tomorrow.',
    });
    expect(describeFailure(failed(500, { error: 'Something broke' }), '/')).toEqual({
      toast: 'Something broke',
    });
  });

  it("no response: the error message, or 'Request failed'", () => {
    expect(describeFailure(new Error('Failed to fetch'), '/')).toEqual({
      toast: 'Failed to fetch',
    });
    expect(describeFailure(new Error(''), '/')).toEqual({ toast: 'Request failed' });
    expect(describeFailure(failed(502, null), '/')).toEqual({ toast: 'Request failed' });
  });

  it('no response while offline: no toast, the offline banner says it', () => {
    expect(describeFailure(new Error('Failed to fetch'), '/user/calendar', false)).toEqual({});
    expect(describeFailure(failed(503, null), '/user/calendar', false)).toEqual({
      toast: 'Request failed',
    });
  });

  it('ignores canceled requests', () => {
    expect(describeFailure(new DOMException('aborted', 'AbortError'), '/')).toEqual({});
  });

  it('a body with base.deprecated opens the update prompt instead of a toast, whatever the status', () => {
    expect(describeFailure(failed(406, { base: { deprecated: true } }), '/')).toEqual({
      updatePrompt: true,
    });
    expect(describeFailure(failed(422, { base: { deprecated: true } }), '/')).toEqual({
      updatePrompt: true,
    });
  });

  it('flattens nested bodies in order', () => {
    expect(flattenErrorBody({ errors: { a: ['one', 'two'], b: { c: ['three'] } } })).toEqual([
      'one',
      'two',
      'three',
    ]);
  });
});

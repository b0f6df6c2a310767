import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('addresses as they are logged', () => {
  it('blanks out tokens in queries and paths and keeps the rest readable', () => {
    const token = 'Zm9yd2FyZC1vbmx5LXRva2VuLW9mLTQzLWNoYXJhY3RlcnM';
    expect(redactUrl(`/cable?token=${token}`)).toBe('/cable?token=[redacted]');
    expect(redactUrl(`/api/invitations/${token}/accept`)).toBe(
      '/api/invitations/[redacted]/accept',
    );
    expect(redactUrl(`/uploads/direct?token=${token}&name=a.png`)).toBe(
      '/uploads/direct?token=[redacted]&name=a.png',
    );
    expect(redactUrl(`/confirmation?confirmation_token=${token}`)).toBe(
      '/confirmation?confirmation_token=[redacted]',
    );
    expect(redactUrl(`/onboarding/accept-invitation/abc`)).toBe(
      '/onboarding/accept-invitation/[redacted]',
    );
    expect(redactUrl(`/x/${token}`)).toBe('/x/[redacted]');
    expect(redactUrl('/api/calendar-feeds/abc.def.ics')).toBe('/api/calendar-feeds/[redacted]');
    expect(redactUrl('/api/coach/plans/12?page=2')).toBe('/api/coach/plans/12?page=2');
    expect(redactUrl('/api/clients/invitations')).toBe('/api/clients/invitations');
  });
});

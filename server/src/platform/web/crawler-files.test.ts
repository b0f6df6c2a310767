import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createPlan,
  newCoach,
  publishedPlan,
  type Session,
} from '../../../test/programs-helpers.ts';

let t: TestApp;
let coach: Session;
beforeAll(async () => {
  t = await createTestApp();
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

/** Whether robots.txt lets a crawler fetch `path` (RFC 9309: the longest matching rule wins, Allow on a tie). */
function allows(robots: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)/.exec(line);
    if (!match?.[2]) continue;
    const pattern = new RegExp(
      '^' + match[2].replace(/[.+?^()|[\]\\{}]/g, '\\$&').replace(/\*/g, '.*'),
    );
    const allow = match[1] === 'Allow';
    const length = match[2].length;
    if (!pattern.test(path)) continue;
    if (length > best.length || (length === best.length && allow)) best = { length, allow };
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('lets search engines crawl the public program and storefront pages and nothing else', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const robots = response.body;
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const page of ['/p/strong-start', '/p/12', '/public-page/7', '/c/coach', '/t/team']) {
      expect(allows(robots, page), page).toBe(true);
    }
    for (const page of [
      '/',
      '/coach/programs',
      '/user/calendar',
      '/onboarding/sign_in',
      '/sign_in',
      '/plan/12/purchase',
      '/public-page/edit',
      '/api/users/me',
      '/api/docs',
    ]) {
      expect(allows(robots, page), page).toBe(false);
    }
    // What the public page loads to show itself.
    for (const file of ['/assets/index-abc.js', '/api/plans/12/public', '/api/settings']) {
      expect(allows(robots, file), file).toBe(true);
    }
  });

  it('names the sitemap by its absolute address', async () => {
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toMatch(/^Sitemap: http:\/\/forma\.test\/sitemap\.xml$/m);
  });
});

describe('sitemap.xml', () => {
  it('lists the published public programs with absolute addresses and when they changed', async () => {
    const call = api(t);
    await publishedPlan(t, coach.token, { custom_url: 'strong-start' });
    const byId = await publishedPlan(t, coach.token);
    await publishedPlan(t, coach.token, {
      custom_url: 'invited-only',
      is_private: true,
    });
    await createPlan(t, coach.token, { custom_url: 'not-yet' });
    const archived = await publishedPlan(t, coach.token, { custom_url: 'old-block' });
    expect((await call('PUT', `coach/plans/${archived.id}/archive`, coach.token)).statusCode).toBe(
      200,
    );

    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
        ([, loc, lastmod]) => [loc!, lastmod!],
      ),
    );
    expect(entries.get('http://forma.test/p/strong-start')).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
    );
    expect(entries.has(`http://forma.test/p/${byId.id}`)).toBe(true);
    for (const hidden of ['invited-only', 'not-yet', 'old-block']) {
      expect(entries.has(`http://forma.test/p/${hidden}`), hidden).toBe(false);
    }
  });
});

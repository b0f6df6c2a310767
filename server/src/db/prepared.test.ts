import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/helpers.ts';
import { accountMembers, accounts } from '../modules/accounts/accounts.tables.ts';
import type { Db } from './database.ts';
import { preparedQuery } from './prepared.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const owners = alias(accounts, 'owner');

/** An account with its membership of a person (left join: may be absent) and a nested computed object. */
const build = (db: Db) =>
  db
    .select({
      account: accounts,
      owner: owners,
      membership: accountMembers,
      facts: {
        titleLength: sql<number>`length(${accounts.title})`.mapWith(Number),
        createdAt: accounts.createdAt,
      },
    })
    .from(accounts)
    .leftJoin(owners, eq(owners.id, accounts.ownerId))
    .leftJoin(
      accountMembers,
      and(
        eq(accountMembers.accountId, accounts.id),
        eq(accountMembers.userId, sql.placeholder('person')),
      ),
    )
    .where(eq(accounts.id, sql.placeholder('account')));

const prepared = preparedQuery((db: Db) => build(db).prepare('prepared_test_accounts'));

describe('a prepared query', () => {
  it('maps its rows exactly as drizzle does, joined rows present or absent', async () => {
    const coach = await signUp(t.app);
    const db = t.database.db;
    for (const params of [
      { account: coach.current.id, person: coach.private.id },
      { account: coach.current.id, person: -1 },
    ]) {
      const expected = await build(db).execute(params);
      const rows = await prepared(db, params);
      expect(rows).toEqual(expected);
    }
    const [withMembership] = await prepared(db, {
      account: coach.current.id,
      person: coach.private.id,
    });
    expect(withMembership!.membership).toMatchObject({ userId: coach.private.id });
    expect(withMembership!.facts.createdAt).toBeInstanceOf(Date);
    expect(typeof withMembership!.facts.titleLength).toBe('number');
    const [without] = await prepared(db, { account: coach.current.id, person: -1 });
    expect(without!.membership).toBeNull();
  });
});

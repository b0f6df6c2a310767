import { sql } from 'drizzle-orm';
import { rows, type SandboxDb } from './database.ts';
import { resourceMissing } from './errors.ts';

const FIELD = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;

/**
 * A field's text in SQL; a dotted name is a path into nested objects. Names are the code's own,
 * written into the query so that the expression indexes (database.ts) serve it.
 */
function fieldText(field: string) {
  if (!FIELD.test(field)) throw new Error(`Not a field name: ${field}`);
  if (!field.includes('.')) return sql.raw(`data->>'${field}'`);
  return sql.raw(`data #>> '{${field.split('.').join(',')}}'`);
}

/** Every stored object has Stripe's common fields. */
export type StoredObject = { id: string; object: string; created?: number };

export type ListPage<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

export type ListOptions = {
  /**
   * Equality filters on fields of the object (`{ customer: 'cus_…' }`); a dotted name reaches a
   * nested field (`'parent.subscription_details.subscription'`).
   */
  where?: Record<string, string | boolean | null | undefined>;
  limit?: number;
  starting_after?: string;
  ending_before?: string;
  /** `created` bounds, Stripe's `created[gte]` and friends. */
  created?: { gt?: number; gte?: number; lt?: number; lte?: number };
};

/**
 * The objects of one account (the platform when `account` is null): Stripe scopes every object to
 * the account it was made on, so a connected account's customer is "missing" to the platform.
 */
export class ObjectStore {
  constructor(
    private readonly db: SandboxDb,
    readonly account: string | null,
  ) {}

  async insert<T extends StoredObject>(object: T): Promise<T> {
    await this.db.execute(sql`
      insert into stripe_sandbox.objects (id, object, account, data, created)
      values (${object.id}, ${object.object}, ${this.account}, ${JSON.stringify(object)}::jsonb,
              ${object.created ?? 0})`);
    return object;
  }

  async save<T extends StoredObject>(object: T): Promise<T> {
    await this.db.execute(sql`
      update stripe_sandbox.objects set data = ${JSON.stringify(object)}::jsonb
      where id = ${object.id}`);
    return object;
  }

  async remove(id: string): Promise<void> {
    await this.db.execute(sql`delete from stripe_sandbox.objects where id = ${id}`);
  }

  /** The object, locked for this transaction when `forUpdate` (two confirms never race). */
  async find<T extends StoredObject>(
    object: string,
    id: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<T | null> {
    const lock = options.forUpdate ? sql` for update` : sql``;
    const account = this.account === null ? sql`account is null` : sql`account = ${this.account}`;
    const [row] = await rows<{ data: T }>(
      this.db,
      sql`select data from stripe_sandbox.objects
          where id = ${id} and object = ${object} and ${account}${lock}`,
    );
    return row?.data ?? null;
  }

  /** The object or Stripe's `resource_missing` refusal naming `param`. */
  async get<T extends StoredObject>(
    object: string,
    id: string,
    options: { forUpdate?: boolean; param?: string } = {},
  ): Promise<T> {
    const found = await this.find<T>(object, id, options);
    if (!found) throw resourceMissing(object, id, options.param ?? 'id');
    return found;
  }

  async list<T extends StoredObject>(
    object: string,
    url: string,
    options: ListOptions = {},
  ): Promise<ListPage<T>> {
    const limit = Math.min(Math.max(options.limit ?? 10, 1), 100);
    const filters = [
      sql`object = ${object}`,
      this.account === null ? sql`account is null` : sql`account = ${this.account}`,
    ];
    for (const [field, value] of Object.entries(options.where ?? {})) {
      if (value === undefined) continue;
      const text = fieldText(field);
      filters.push(value === null ? sql`${text} is null` : sql`${text} = ${String(value)}`);
    }
    const { created } = options;
    if (created?.gt !== undefined) filters.push(sql`created > ${created.gt}`);
    if (created?.gte !== undefined) filters.push(sql`created >= ${created.gte}`);
    if (created?.lt !== undefined) filters.push(sql`created < ${created.lt}`);
    if (created?.lte !== undefined) filters.push(sql`created <= ${created.lte}`);
    const where = sql.join(filters, sql` and `);
    // Newest first, as Stripe lists; ending_before walks back toward newer objects.
    if (options.ending_before) {
      const page = await rows<{ data: T }>(
        this.db,
        sql`select data from stripe_sandbox.objects where ${where} and seq >
            (select seq from stripe_sandbox.objects where id = ${options.ending_before})
            order by seq asc limit ${limit + 1}`,
      );
      const data = page
        .slice(0, limit)
        .map((row) => row.data)
        .reverse();
      return { object: 'list', data, has_more: page.length > limit, url };
    }
    const after = options.starting_after
      ? sql` and seq < (select seq from stripe_sandbox.objects where id = ${options.starting_after})`
      : sql``;
    const page = await rows<{ data: T }>(
      this.db,
      sql`select data from stripe_sandbox.objects where ${where}${after}
          order by seq desc limit ${limit + 1}`,
    );
    return {
      object: 'list',
      data: page.slice(0, limit).map((row) => row.data),
      has_more: page.length > limit,
      url,
    };
  }

  /**
   * Every object of a kind matching `where` (dotted names reach nested fields), across all
   * accounts (time processors use this).
   */
  async all<T extends StoredObject>(
    object: string,
    where: Record<string, string> = {},
  ): Promise<Array<{ account: string | null; data: T }>> {
    const filters = [sql`object = ${object}`];
    for (const [field, value] of Object.entries(where)) {
      filters.push(sql`${fieldText(field)} = ${value}`);
    }
    return rows(
      this.db,
      sql`select account, data from stripe_sandbox.objects where ${sql.join(filters, sql` and `)}
          order by seq asc`,
    );
  }

  /** Any object by id, whatever its account (hosted pages find their account link this way). */
  async findAnywhere<T extends StoredObject>(
    id: string,
  ): Promise<{ account: string | null; data: T } | null> {
    const [row] = await rows<{ account: string | null; data: T }>(
      this.db,
      sql`select account, data from stripe_sandbox.objects where id = ${id}`,
    );
    return row ?? null;
  }

  /** The same store on another account (a platform call acting on a connected account). */
  forAccount(account: string | null): ObjectStore {
    return new ObjectStore(this.db, account);
  }
}

import type { ObjectStore, StoredObject } from './store.ts';

/**
 * Stripe's `expand[]`: each path (`latest_invoice.payment_intent`, `data.customer` in a list)
 * replaces an id with the object it names, as the caller's account sees it.
 */
export async function expand(
  value: unknown,
  paths: string[],
  store: ObjectStore,
): Promise<unknown> {
  let result = value;
  for (const path of paths) result = await expandPath(result, path.split('.'), store);
  return result;
}

async function expandPath(value: unknown, path: string[], store: ObjectStore): Promise<unknown> {
  const [field, ...rest] = path;
  if (!field || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Promise.all(value.map((item) => expandPath(item, path, store)));
  const record = { ...(value as Record<string, unknown>) };
  let child = record[field];
  if (typeof child === 'string') {
    const found = await store.findAnywhere(child);
    if (
      found &&
      (found.account === store.account || (found.data as StoredObject).object === 'account')
    ) {
      child = found.data;
    }
  }
  record[field] = rest.length ? await expandPath(child, rest, store) : child;
  return record;
}

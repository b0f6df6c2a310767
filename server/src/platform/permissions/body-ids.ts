import {
  bodyIdFieldsOf,
  errorKeyOf,
  idsAt,
  type BodyIdField,
} from '@forma/contract/common/body-ids';
import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import { AppError, invalid } from '../errors/app-error.ts';
import { errorMessages } from '../errors/messages.ts';
import type { RequestContext } from '../request-context.ts';
import type { AccessGrant, PermissionRule } from './permission-rules.ts';

/** Which of `ids` the caller may use (a body id's permission, asked once for all of them). */
export type UsableIds = (
  rc: RequestContext,
  ids: readonly number[],
) => Promise<ReadonlySet<number>>;

/** A permission rule over many ids at once; asked about one id, an id it refuses is not found. */
export type IdsRule = PermissionRule & { usable: UsableIds };

export function idsRule(usable: UsableIds): IdsRule {
  const rule = async (rc: RequestContext, id?: number | string): Promise<AccessGrant> => {
    const wanted = Number(id);
    if (!(await usable(rc, [wanted])).has(wanted)) {
      throw new AppError('NOT_FOUND', errorMessages.notFound);
    }
    return { caller: rc.caller };
  };
  return Object.assign(rule, { usable });
}

/** The ids a call's body names, waiting for the call's own permission to pass. */
export type PendingBodyIds = { fields: { field: BodyIdField; ids: number[] }[]; checked: boolean };

const fieldsByEndpoint = new WeakMap<EndpointDefinition, BodyIdField[]>();

/** The declared ids of a parsed body (none when the endpoint declares none). */
export function pendingBodyIds(endpoint: EndpointDefinition, body: unknown): PendingBodyIds | null {
  let fields = fieldsByEndpoint.get(endpoint);
  if (!fields) {
    fields = endpoint.multipart ? [] : bodyIdFieldsOf(endpoint.body);
    fieldsByEndpoint.set(endpoint, fields);
  }
  if (fields.length === 0) return null;
  const found = fields.map((field) => ({ field, ids: [...new Set(idsAt(body, field.path))] }));
  return { fields: found.filter((f) => f.ids.length > 0), checked: false };
}

/** Refusals that mean "not yours to name": the id answers like an unknown one. */
const refusedObject = (error: unknown) =>
  error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');

/**
 * Every id of the body checked with its field's permission, after the call's own permission
 * passed (requireAccess runs this once): an id the caller may not use there is a 422 on its
 * field with the message of an unknown id. A refusal of the caller (signed out, blocked) stays
 * what it is.
 */
export async function checkBodyIds(rc: RequestContext, pending: PendingBodyIds) {
  pending.checked = true;
  for (const { field, ids } of pending.fields) {
    const rule = rc.permissions[field.ref.permission] as PermissionRule & Partial<IdsRule>;
    const refuse = () => invalid(errorKeyOf(field), field.ref.unknown);
    if (rule.usable) {
      const usable = await rule.usable(rc, ids);
      if (ids.some((id) => !usable.has(id))) throw refuse();
      continue;
    }
    for (const id of ids) {
      try {
        await rule(rc, id);
      } catch (error) {
        if (refusedObject(error)) throw refuse();
        throw error;
      }
    }
  }
}

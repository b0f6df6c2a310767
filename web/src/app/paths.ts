import { routeTable, type RouteName } from './route-table';
import type { Params, RouteDef } from './route-types';

type Query = Record<string, string | number | boolean | null | undefined>;

let index: Map<string, { def: RouteDef; fixed: Params }> | null = null;

/** Route and variant names -> their definition (built on first use). */
function routeIndex() {
  if (!index) {
    index = new Map();
    for (const def of routeTable as readonly RouteDef[]) {
      if (index.has(def.name)) throw new Error(`Duplicate route name ${def.name}`);
      index.set(def.name, { def, fixed: {} });
      for (const [variant, fixed] of Object.entries(def.variants ?? {})) {
        if (index.has(variant)) throw new Error(`Duplicate route name ${variant}`);
        index.set(variant, { def, fixed });
      }
    }
  }
  return index;
}

export function routeByName(name: RouteName): RouteDef {
  const entry = routeIndex().get(name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  return entry.def;
}

export function queryString(query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The path of a named route: `pathTo('show_client_programs', { athlete_id: 7 })` ->
 * '/coach/clients/7/programs'. Variant names fill their fixed params
 * (`pathTo('settings_emails')` -> '/user/settings/emails'). Throws on a missing required param.
 */
export function pathTo(
  name: RouteName,
  params: Record<string, string | number | undefined> = {},
  query?: Query,
): string {
  const entry = routeIndex().get(name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  const values: Record<string, string | number | undefined> = { ...params, ...entry.fixed };
  const path = entry.def.path.replace(
    /\/:([A-Za-z_]+)(\?)?/g,
    (_match, key: string, optional?: string) => {
      const value = values[key];
      if (value === undefined || value === '') {
        if (optional) return '';
        throw new Error(`Route ${name} needs the parameter ${key}`);
      }
      return `/${encodeURIComponent(String(value))}`;
    },
  );
  return `${path || '/'}${queryString(query)}`;
}

/** The name of a matched route, resolving variants from the matched params. */
export function routeNameOf(def: RouteDef, params: Params): RouteName {
  for (const [variant, fixed] of Object.entries(def.variants ?? {})) {
    if (Object.entries(fixed).every(([key, value]) => params[key] === value))
      return variant as RouteName;
  }
  return def.name as RouteName;
}

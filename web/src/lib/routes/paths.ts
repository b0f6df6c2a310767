import { routePaths, routeVariants, type RouteName } from './route-paths';
import type { Params, RouteDef } from './route-types';

type Query = Record<string, string | number | boolean | null | undefined>;
type VariantName = keyof typeof routeVariants;

const isVariant = (name: RouteName): name is VariantName => Object.hasOwn(routeVariants, name);

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
  const variant = isVariant(name) ? routeVariants[name] : null;
  const pattern: string = variant
    ? routePaths[variant.route]
    : routePaths[name as keyof typeof routePaths];
  const values: Record<string, string | number | undefined> = { ...params, ...variant?.params };
  const path = pattern.replace(
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
  return def.name;
}

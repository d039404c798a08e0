import { MAINTENANCE_EXEMPT, OVERLOAD_EXEMPT, type RouteMeta } from './route-table';

export interface RuleInputs {
  pathname: string;
  meta: RouteMeta;
  /** The `acdeToken` cookie is present (SPEC.md §4). */
  overloaded: boolean;
  maintenance: boolean;
  /** A `ps_token` cookie is present. */
  hasToken: boolean;
}

const under = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Where SPEC.md §4 sends a visitor instead of the page asked for, or null to show it: the
 * overload flag first, then maintenance, then guarded routes without a token.
 */
export function redirectFor(inputs: RuleInputs): string | null {
  // While the flag is up its pages are the only ones: maintenance must not send a player on from
  // them (it would send them back here, and so on for ever).
  if (inputs.overloaded) return under(inputs.pathname, OVERLOAD_EXEMPT) ? null : '/error?code=407';
  if (inputs.maintenance && !under(inputs.pathname, MAINTENANCE_EXEMPT)) return '/maintain';
  if (inputs.meta.guarded && !inputs.hasToken) return '/';
  return null;
}

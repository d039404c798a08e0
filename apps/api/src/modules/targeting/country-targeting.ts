/**
 * Country targeting of content (SPEC.md §3, §6). Countries are ISO codes in lower case. A
 * viewer whose country is unknown (a visitor) passes a deny-list and an open allow-list, and
 * fails a restricting one: restricted content is shown only where it is meant to be.
 */

/** SPEC.md §3's allow-list: with `restricted` (`target_country_flag` 1) only the listed countries see it. */
export interface CountryTarget {
  countries: readonly string[];
  restricted: boolean;
}

export function targetsCountry(target: CountryTarget, country: string | null): boolean {
  if (!target.restricted) return true;
  return country !== null && target.countries.includes(country.toLowerCase());
}

/** A deny-list (an item barred in some countries): true when `country` is on it. */
export function barsCountry(denied: readonly string[], country: string | null): boolean {
  return country !== null && denied.includes(country.toLowerCase());
}

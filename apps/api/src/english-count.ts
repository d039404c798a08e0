const englishPlural = new Intl.PluralRules('en');

/**
 * "1 ticket", "3 tickets": a count with its noun in English's plural rule, for what the
 * command-line tools print (they speak English).
 */
export const countOf = (count: number, one: string, other = `${one}s`): string =>
  `${count} ${englishPlural.select(count) === 'one' ? one : other}`;

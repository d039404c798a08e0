import { useTranslation } from 'react-i18next';
import { formatPoints } from './format';

/** Formats a count (points, entries, codes) with the separators of the console's language. */
export function useCount(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatPoints(value, i18n.language);
}

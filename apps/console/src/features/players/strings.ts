/** The players screens' texts, in English and Japanese. */
export const strings = {
  en: {},
  ja: {},
} as const;

import type { Language } from '@points/contracts';
import { de } from './de';
import { en } from './en';
import { enUs } from './en-us';
import { es } from './es';
import { esMx } from './es-mx';
import { fr } from './fr';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import type { PageStrings } from './page-strings';
import { ptBr } from './pt-br';
import { ptPt } from './pt-pt';
import { ru } from './ru';
import { th } from './th';
import { tr } from './tr';
import { zhCn } from './zh-cn';
import { zhTw } from './zh-tw';

export type { PageStrings } from './page-strings';

/** The provider's texts in each of the site's 17 languages (a missing language does not typecheck). */
export const STRINGS: Record<Language, PageStrings> = {
  ja,
  en,
  'en-us': enUs,
  fr,
  de,
  it,
  es,
  'es-mx': esMx,
  'pt-pt': ptPt,
  'pt-br': ptBr,
  ru,
  tr,
  ko,
  'zh-tw': zhTw,
  'zh-cn': zhCn,
  id,
  th,
};

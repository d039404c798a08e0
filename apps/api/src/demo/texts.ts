import type { Language } from '@points/contracts';
import catalogueJa from './catalogue-ja.json';
import catalogueEn from './catalogue-en.json';
import catalogueEnUs from './catalogue-en-us.json';
import catalogueFr from './catalogue-fr.json';
import catalogueDe from './catalogue-de.json';
import catalogueIt from './catalogue-it.json';
import catalogueEs from './catalogue-es.json';
import catalogueEsMx from './catalogue-es-mx.json';
import cataloguePtPt from './catalogue-pt-pt.json';
import cataloguePtBr from './catalogue-pt-br.json';
import catalogueRu from './catalogue-ru.json';
import catalogueTr from './catalogue-tr.json';
import catalogueKo from './catalogue-ko.json';
import catalogueZhTw from './catalogue-zh-tw.json';
import catalogueZhCn from './catalogue-zh-cn.json';
import catalogueId from './catalogue-id.json';
import catalogueTh from './catalogue-th.json';
import couponsJa from './coupons-ja.json';
import couponsEn from './coupons-en.json';
import couponsEnUs from './coupons-en-us.json';
import couponsFr from './coupons-fr.json';
import couponsDe from './coupons-de.json';
import couponsIt from './coupons-it.json';
import couponsEs from './coupons-es.json';
import couponsEsMx from './coupons-es-mx.json';
import couponsPtPt from './coupons-pt-pt.json';
import couponsPtBr from './coupons-pt-br.json';
import couponsRu from './coupons-ru.json';
import couponsTr from './coupons-tr.json';
import couponsKo from './coupons-ko.json';
import couponsZhTw from './coupons-zh-tw.json';
import couponsZhCn from './coupons-zh-cn.json';
import couponsId from './coupons-id.json';
import couponsTh from './coupons-th.json';
import contentJa from './content-ja.json';
import contentEn from './content-en.json';
import contentEnUs from './content-en-us.json';
import contentFr from './content-fr.json';
import contentDe from './content-de.json';
import contentIt from './content-it.json';
import contentEs from './content-es.json';
import contentEsMx from './content-es-mx.json';
import contentPtPt from './content-pt-pt.json';
import contentPtBr from './content-pt-br.json';
import contentRu from './content-ru.json';
import contentTr from './content-tr.json';
import contentKo from './content-ko.json';
import contentZhTw from './content-zh-tw.json';
import contentZhCn from './content-zh-cn.json';
import contentId from './content-id.json';
import contentTh from './content-th.json';
import campaignsJa from './campaigns-ja.json';
import campaignsEn from './campaigns-en.json';
import campaignsEnUs from './campaigns-en-us.json';
import campaignsFr from './campaigns-fr.json';
import campaignsDe from './campaigns-de.json';
import campaignsIt from './campaigns-it.json';
import campaignsEs from './campaigns-es.json';
import campaignsEsMx from './campaigns-es-mx.json';
import campaignsPtPt from './campaigns-pt-pt.json';
import campaignsPtBr from './campaigns-pt-br.json';
import campaignsRu from './campaigns-ru.json';
import campaignsTr from './campaigns-tr.json';
import campaignsKo from './campaigns-ko.json';
import campaignsZhTw from './campaigns-zh-tw.json';
import campaignsZhCn from './campaigns-zh-cn.json';
import campaignsId from './campaigns-id.json';
import campaignsTh from './campaigns-th.json';
import campaignPagesJa from './campaign-pages-ja.json';
import campaignPagesEn from './campaign-pages-en.json';
import campaignPagesEnUs from './campaign-pages-en-us.json';
import campaignPagesFr from './campaign-pages-fr.json';
import campaignPagesDe from './campaign-pages-de.json';
import campaignPagesIt from './campaign-pages-it.json';
import campaignPagesEs from './campaign-pages-es.json';
import campaignPagesEsMx from './campaign-pages-es-mx.json';
import campaignPagesPtPt from './campaign-pages-pt-pt.json';
import campaignPagesPtBr from './campaign-pages-pt-br.json';
import campaignPagesRu from './campaign-pages-ru.json';
import campaignPagesTr from './campaign-pages-tr.json';
import campaignPagesKo from './campaign-pages-ko.json';
import campaignPagesZhTw from './campaign-pages-zh-tw.json';
import campaignPagesZhCn from './campaign-pages-zh-cn.json';
import campaignPagesId from './campaign-pages-id.json';
import campaignPagesTh from './campaign-pages-th.json';

/**
 * The demo's texts in one language: a JSON file per kind of thing, as translators work on them.
 * The types are the English files': a language missing a key does not compile.
 */
interface LanguageFiles {
  catalogue: typeof catalogueEn;
  coupons: typeof couponsEn;
  content: typeof contentEn;
  campaigns: typeof campaignsEn;
  campaignPages: typeof campaignPagesEn;
}

/** Every demo text in every language (SPEC.md §1), each translated (demo-languages.test.ts). */
export const DEMO_TEXTS: Record<Language, LanguageFiles> = {
  ja: {
    catalogue: catalogueJa,
    coupons: couponsJa,
    content: contentJa,
    campaigns: campaignsJa,
    campaignPages: campaignPagesJa,
  },
  en: {
    catalogue: catalogueEn,
    coupons: couponsEn,
    content: contentEn,
    campaigns: campaignsEn,
    campaignPages: campaignPagesEn,
  },
  'en-us': {
    catalogue: catalogueEnUs,
    coupons: couponsEnUs,
    content: contentEnUs,
    campaigns: campaignsEnUs,
    campaignPages: campaignPagesEnUs,
  },
  fr: {
    catalogue: catalogueFr,
    coupons: couponsFr,
    content: contentFr,
    campaigns: campaignsFr,
    campaignPages: campaignPagesFr,
  },
  de: {
    catalogue: catalogueDe,
    coupons: couponsDe,
    content: contentDe,
    campaigns: campaignsDe,
    campaignPages: campaignPagesDe,
  },
  it: {
    catalogue: catalogueIt,
    coupons: couponsIt,
    content: contentIt,
    campaigns: campaignsIt,
    campaignPages: campaignPagesIt,
  },
  es: {
    catalogue: catalogueEs,
    coupons: couponsEs,
    content: contentEs,
    campaigns: campaignsEs,
    campaignPages: campaignPagesEs,
  },
  'es-mx': {
    catalogue: catalogueEsMx,
    coupons: couponsEsMx,
    content: contentEsMx,
    campaigns: campaignsEsMx,
    campaignPages: campaignPagesEsMx,
  },
  'pt-pt': {
    catalogue: cataloguePtPt,
    coupons: couponsPtPt,
    content: contentPtPt,
    campaigns: campaignsPtPt,
    campaignPages: campaignPagesPtPt,
  },
  'pt-br': {
    catalogue: cataloguePtBr,
    coupons: couponsPtBr,
    content: contentPtBr,
    campaigns: campaignsPtBr,
    campaignPages: campaignPagesPtBr,
  },
  ru: {
    catalogue: catalogueRu,
    coupons: couponsRu,
    content: contentRu,
    campaigns: campaignsRu,
    campaignPages: campaignPagesRu,
  },
  tr: {
    catalogue: catalogueTr,
    coupons: couponsTr,
    content: contentTr,
    campaigns: campaignsTr,
    campaignPages: campaignPagesTr,
  },
  ko: {
    catalogue: catalogueKo,
    coupons: couponsKo,
    content: contentKo,
    campaigns: campaignsKo,
    campaignPages: campaignPagesKo,
  },
  'zh-tw': {
    catalogue: catalogueZhTw,
    coupons: couponsZhTw,
    content: contentZhTw,
    campaigns: campaignsZhTw,
    campaignPages: campaignPagesZhTw,
  },
  'zh-cn': {
    catalogue: catalogueZhCn,
    coupons: couponsZhCn,
    content: contentZhCn,
    campaigns: campaignsZhCn,
    campaignPages: campaignPagesZhCn,
  },
  id: {
    catalogue: catalogueId,
    coupons: couponsId,
    content: contentId,
    campaigns: campaignsId,
    campaignPages: campaignPagesId,
  },
  th: {
    catalogue: catalogueTh,
    coupons: couponsTh,
    content: contentTh,
    campaigns: campaignsTh,
    campaignPages: campaignPagesTh,
  },
};

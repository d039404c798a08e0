import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAMES } from '@points/contracts/constants';
import { ExternalLink } from '../../components/external-link';
import { Section } from '../../components/section';
import { useStorePromotionFacts, useViewer } from '../../lib/content-api';
import { storePromotion } from '../../lib/content-rules';
import { siteConfig } from '../../lib/site-config';
import './store-promotion.css';

/**
 * The store promotion of the home page (SPEC.md §2): for signed-in players whose account country
 * is their game's, in the promotion's countries or flagged special-global. Buttons go to /general
 * with each game's tracking; a player with no game to name gets the store's own link.
 */
export function StorePromotion() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { data } = useStorePromotionFacts(viewer.signedIn);
  if (!data) return null;
  const promotion = storePromotion({
    signedIn: viewer.signedIn,
    country: viewer.country,
    globalFlag: data.special.global_flag,
    contentIds: data.apps.contentIds,
    sameCountry: data.apps.flag_same_country,
  });
  if (!promotion.show) return null;
  const storeUrl = siteConfig().gamesStoreUrl;
  return (
    <Section
      id="store-promotion-title"
      title={t('home.storePromotion.title')}
      className="section store-promotion"
    >
      <p>{t(`home.storePromotion.${promotion.message}`)}</p>
      <div className="store-promotion__actions">
        {promotion.buttons.map((button) => (
          <Link key={button.game} className="button button--primary" to={button.to}>
            {t('home.storePromotion.button', { game: GAMES[button.game].name })}
          </Link>
        ))}
        {promotion.buttons.length === 0 && storeUrl && (
          <ExternalLink className="button button--primary" href={storeUrl}>
            {t('home.storePromotion.external')}
          </ExternalLink>
        )}
      </div>
    </Section>
  );
}

import type { BannerLanguage, GameBanner as GameBannerData, Language } from '@points/contracts';
import { PHONE_BANNER_BELOW_PX } from '@points/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameBanner } from '../lib/content-api';
import { currentLanguage } from '../lib/i18n';
import { QueryIsland } from '../lib/query-client';
import { useSession } from '../lib/use-session';
import { ExternalLink } from './external-link';

/** The banner's images for the page language, else the language flagged default (SPEC.md §2). */
export function bannerImagesFor(banner: GameBannerData, language: Language): BannerLanguage | null {
  return (
    banner.banner_languages.find((entry) => entry.language_id === language) ??
    banner.banner_languages.find((entry) => entry.default_flag === 1) ??
    null
  );
}

/** SPEC.md §3's targeting: flag 1 shows the banner only in the listed countries. */
export function bannerTargets(banner: GameBannerData, country: string | undefined): boolean {
  if (banner.target_country_flag === 0) return true;
  return country !== undefined && banner.target_country.includes(country.toLowerCase());
}

/** The banner's picture and link as the site shows them (also the console's preview). */
export function GameBannerView({
  banner,
  language,
}: {
  banner: GameBannerData;
  language: Language;
}) {
  const { t } = useTranslation();
  const images = bannerImagesFor(banner, language);
  if (!images) return null;
  const picture = (
    <picture>
      <source
        media={`(max-width: ${PHONE_BANNER_BELOW_PX - 1}px)`}
        srcSet={images.banner_path_sp_url}
        width={750}
        height={200}
      />
      <img src={images.banner_path_pc_url} alt={images.alt} width={1200} height={150} />
    </picture>
  );
  const link = banner.group_item_banner_url;
  return (
    <aside className="game-banner" aria-label={t('content.gameBanner')} data-testid="game-banner">
      {link.startsWith('/') ? (
        <Link to={link}>{picture}</Link>
      ) : (
        <ExternalLink href={link}>{picture}</ExternalLink>
      )}
    </aside>
  );
}

/**
 * The game banner under the header (SPEC.md §2, Game banner): for signed-in players, when the
 * banner call answers a non-empty group_item whose targeting passes. The phone image below 576 px
 * is the browser's choice (`<picture>`), so nothing is measured in script.
 */
function Banner({ visible }: { visible: boolean }) {
  const language = currentLanguage();
  const { user } = useSession();
  const { data: banner } = useGameBanner(language, visible);
  if (!visible || !banner || !bannerTargets(banner, user?.country)) return null;
  return <GameBannerView banner={banner} language={language} />;
}

/** Loaded only where a banner may show (signed in, a route with the banner), with Query. */
export default function GameBanner({ visible }: { visible: boolean }) {
  return (
    <QueryIsland>
      <Banner visible={visible} />
    </QueryIsland>
  );
}

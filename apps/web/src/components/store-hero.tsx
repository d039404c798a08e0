import storeHeroPhone from '../assets/store-hero-sp.svg?inline';
import storeHeroWide from '../assets/store-hero.svg?inline';

/**
 * The games store's artwork (ours): the phone picture below 576 px, else the wide one. Both are
 * inlined into the page's code, so the home page's largest picture paints with the page.
 */
export function StoreHero() {
  return (
    <picture>
      <source media="(max-width: 575px)" srcSet={storeHeroPhone} width={750} height={500} />
      {/* Decoded with the first frame: it paints with the text around it. */}
      <img src={storeHeroWide} alt="" width={1200} height={400} decoding="sync" />
    </picture>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PageBlock } from '@points/contracts';
import { fixedCampaignPage } from '@points/contracts/constants';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { RichText } from '../../../components/rich-text';
import { Section } from '../../../components/section';
import { currentLanguage, pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useCampaignPage } from '../api/campaigns-api';
import './fixed-campaign-page.css';

/** One typed block of a fixed page; every page is these blocks, in its order. */
function Block({ block, index }: { block: PageBlock; index: number }) {
  const headingId = `block-${index}`;
  switch (block.type) {
    case 'hero':
      return (
        <header className="page-hero">
          <img
            className="page-hero__art"
            src={`/content/campaigns/art/${block.art}.svg`}
            alt=""
            width="1200"
            height="400"
          />
          <div className="page-hero__text">
            <p className="page-hero__title">{block.title}</p>
            {block.subtitle && <p className="page-hero__subtitle">{block.subtitle}</p>}
          </div>
        </header>
      );
    case 'text':
      return (
        <section className="section" aria-labelledby={block.title ? headingId : undefined}>
          {block.title && (
            <h2 id={headingId} className="section__title">
              {block.title}
            </h2>
          )}
          <RichText blocks={block.body} />
        </section>
      );
    case 'rules':
      return (
        <Section id={headingId} title={block.title}>
          <ul className="page-rules">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      );
    case 'steps':
      return (
        <Section id={headingId} title={block.title}>
          <ol className="page-steps">
            {block.steps.map((step) => (
              <li key={step.title} className="page-steps__step">
                <h3 className="page-steps__title">{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </Section>
      );
    case 'reward':
      return (
        <section className="page-reward" aria-labelledby={headingId}>
          <h2 id={headingId} className="page-reward__title">
            {block.title}
          </h2>
          <p className="page-reward__points">{pointsAmount(block.points)}</p>
          {block.note && <p className="page-reward__note">{block.note}</p>}
        </section>
      );
    case 'cta':
      return (
        <p className="page-cta">
          <Link className="button button--primary" to={block.path}>
            {block.label}
          </Link>
        </p>
      );
    case 'faq':
      return (
        <Section id={headingId} title={block.title}>
          <div className="page-faq">
            {block.items.map((item) => (
              <details key={item.question} className="page-faq__item">
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      );
  }
}

function FixedPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useCampaignPage(id, currentLanguage());
  const missing = useReadFailure(error, [404]);
  const crumbs = [{ label: t('pages.campaigns'), to: '/campaigns' }];
  if (missing) return <NotFoundPage />;
  if (isPending || !data) {
    return <PageFrame title={t('pages.campaign')} crumbs={crumbs} loading />;
  }
  return (
    <PageFrame title={data.title} crumbs={crumbs}>
      <div className="fixed-page" lang={data.language}>
        {data.blocks.map((block, index) => (
          <Block key={index} block={block} index={index} />
        ))}
      </div>
    </PageFrame>
  );
}

/** /campaigns/{uuid}: one of the fixed campaign pages, built from its blocks (SPEC.md §2). */
export function FixedCampaignPage() {
  const { id = '' } = useParams();
  const fixed = fixedCampaignPage(id);
  if (!fixed) return <NotFoundPage />;
  return (
    <QueryIsland>
      <FixedPage id={fixed.id} />
    </QueryIsland>
  );
}

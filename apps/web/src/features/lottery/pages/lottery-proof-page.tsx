import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DrawProofCheck, DrawProofFacts } from '../../../components/draw-proof-facts';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { Section } from '../../../components/section';
import { currentLanguage } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useSession } from '../../../lib/use-session';
import { proofUrl, useLottery } from '../api/lottery-api';

function Proof() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const { data, error } = useLottery(id, currentLanguage(), signedIn);
  const missing = useReadFailure(error);
  const crumbs = [{ label: t('pages.lottoAll'), to: '/campaign-lotto' }];
  if (missing) return <NotFoundPage />;
  if (!data) {
    return <PageFrame title={t('pages.lottoProof')} crumbs={crumbs} loading />;
  }
  const { lottery } = data;
  const published = lottery.proof.seed !== null;
  const url = proofUrl(lottery.id);
  return (
    <PageFrame
      title={`${t('lottery.proof.pageTitle')}: ${lottery.name}`}
      crumbs={[
        ...crumbs,
        { label: lottery.name, to: `/campaign-lotto-detail/${encodeURIComponent(lottery.id)}` },
      ]}
    >
      <p className="page__lead">{t('lottery.proof.text')}</p>
      <DrawProofFacts proof={lottery.proof} />
      {published ? (
        <>
          <DrawProofCheck url={url} filename={`draw-${lottery.id}.json`} primary />
          <p className="muted">{t('lottery.proof.checkMine')}</p>
        </>
      ) : (
        <p className="notice-card">{t('lottery.proof.notDrawn')}</p>
      )}
      <Section id="how-title" title={t('lottery.proof.howTitle')}>
        <p>{t('lottery.proof.how')}</p>
      </Section>
      <p>
        <Link
          className="button button--ghost"
          to={`/campaign-lotto-detail/${encodeURIComponent(lottery.id)}`}
        >
          {t('lottery.address.backToLottery')}
        </Link>
      </p>
    </PageFrame>
  );
}

/** /campaign-lotto-proof/{id}: a lottery's draw, published so that anyone can check it. */
export function LotteryProofPage() {
  return (
    <QueryIsland>
      <Proof />
    </QueryIsland>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found';
import { PageFrame } from '../../../components/page-frame';
import { ApiError, goToErrorPage } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { navigate } from '../../../lib/navigation';
import { QueryIsland } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { proofUrl, useLottery } from '../api/lottery-api';
import { DrawProofCheck, DrawProofFacts } from '../../../components/draw-proof-facts';

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === 404 || error.code === 400);

function Proof() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const { data, error } = useLottery(id, currentLanguage(), signedIn);
  useEffect(() => {
    if (error instanceof ApiError && !isMissing(error)) {
      goToErrorPage(navigate, error.code, { replace: true });
    }
  }, [error]);
  const crumbs = [{ label: t('pages.lottoAll'), to: '/campaign-lotto' }];
  if (isMissing(error)) return <NotFoundPage />;
  if (!data) {
    return (
      <PageFrame title={t('pages.lottoProof')} crumbs={crumbs}>
        <div className="page-loading" aria-busy="true" />
      </PageFrame>
    );
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
      <section className="section" aria-labelledby="how-title">
        <h2 id="how-title" className="section__title">
          {t('lottery.proof.howTitle')}
        </h2>
        <p>{t('lottery.proof.how')}</p>
      </section>
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

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DrawProofSummary } from '@points/contracts';
import { DrawProofFacts } from '../../../components/draw-proof-facts';
import { Section } from '../../../components/section';

/** The proof on a lottery's page, with the way to check it. */
export function DrawProofPanel({
  lotteryId,
  proof,
}: {
  lotteryId: string;
  proof: DrawProofSummary;
}) {
  const { t } = useTranslation();
  return (
    <Section id="proof-title" title={t('lottery.proof.title')} className="section coupon-panel">
      <p>{t('lottery.proof.text')}</p>
      <DrawProofFacts proof={proof} />
      <Link
        className="button button--ghost"
        to={`/campaign-lotto-proof/${encodeURIComponent(lotteryId)}`}
      >
        {t('lottery.proof.verifyLink')}
      </Link>
    </Section>
  );
}

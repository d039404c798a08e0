import { useTranslation } from 'react-i18next';
import type { DrawProofSummary } from '@points/contracts';
import { formatPoints } from '../lib/i18n';

/** The draw's proof as it stands: the commitment from the start, the rest with the result. */
export function DrawProofFacts({ proof }: { proof: DrawProofSummary }) {
  const { t } = useTranslation();
  const notYet = <span className="muted">{t('lottery.proof.notYet')}</span>;
  return (
    <dl className="facts lottery-facts lottery-proof">
      <dt>{t('lottery.proof.commitment')}</dt>
      <dd>
        <code className="lottery-proof__hash">{proof.commitment}</code>
      </dd>
      <dt>{t('lottery.proof.seed')}</dt>
      <dd>{proof.seed ? <code className="lottery-proof__hash">{proof.seed}</code> : notYet}</dd>
      <dt>{t('lottery.proof.listHash')}</dt>
      <dd>
        {proof.ticket_list_hash ? (
          <code className="lottery-proof__hash">{proof.ticket_list_hash}</code>
        ) : (
          notYet
        )}
      </dd>
      <dt>{t('lottery.proof.ticketCount')}</dt>
      <dd>{proof.ticket_count === null ? notYet : formatPoints(proof.ticket_count)}</dd>
      <dt>{t('lottery.proof.winningTickets')}</dt>
      <dd>
        {proof.winning_tickets === null
          ? notYet
          : proof.winning_tickets.map((ticket) => `#${ticket}`).join(', ') || '–'}
      </dd>
    </dl>
  );
}

/** Where to get a published proof and how to check it with this project's verifier. */
export function DrawProofCheck({
  url,
  filename,
  primary = false,
}: {
  url: string;
  filename: string;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <a
          className={primary ? 'button button--primary' : 'button button--ghost'}
          href={url}
          download={filename}
        >
          {t('lottery.proof.download')}
        </a>
      </p>
      <p>{t('lottery.proof.command')}</p>
      <pre className="lottery-proof__command">
        <code>{`npm run verify-draw -- ${url}`}</code>
      </pre>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { commitmentText } from '@points/contracts/constants';
import type { DrawProofSummary } from '@points/contracts';
import { formatPoints } from '../lib/i18n';
import './draw-proof-facts.css';

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The draw's proof as it stands: the commitment and everything it binds from the start (with
 * the exact text to hash, so a player can check it before entering), the rest with the result.
 * `periodLabel` names the entry period (the festival's is its pre-registration).
 */
export function DrawProofFacts({
  proof,
  periodLabel = 'lottery.proof.entryPeriod',
}: {
  proof: DrawProofSummary;
  periodLabel?: string;
}) {
  const { t } = useTranslation();
  const notYet = <span className="muted">{t('lottery.proof.notYet')}</span>;
  const text = commitmentText(proof);
  return (
    <>
      <dl className="facts lottery-facts lottery-proof">
        <dt>{t('lottery.proof.commitment')}</dt>
        <dd>
          <code className="lottery-proof__hash">{proof.commitment}</code>
        </dd>
        <dt>{t('lottery.proof.subject')}</dt>
        <dd>
          <code>{proof.subject}</code>
        </dd>
        <dt>{t('lottery.proof.slots')}</dt>
        <dd>{proof.prizes.map((prize) => formatPoints(prize.quantity)).join(' + ')}</dd>
        <dt>{t(periodLabel)}</dt>
        <dd>
          {utc(proof.entry_from)} – {utc(proof.entry_to)}
        </dd>
        <dt>{t('lottery.proof.seedHash')}</dt>
        <dd>
          <code className="lottery-proof__hash">{proof.seed_hash}</code>
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
      <details className="lottery-proof__binds">
        <summary>{t('lottery.proof.bindsTitle')}</summary>
        <p>{t('lottery.proof.binds')}</p>
        <p>{t('lottery.proof.committedText')}</p>
        <pre className="lottery-proof__command">
          <code>{text}</code>
        </pre>
        <p>{t('lottery.proof.hashIt')}</p>
        <pre className="lottery-proof__command">
          <code>{`printf '%s' '${text}' | sha256sum`}</code>
        </pre>
      </details>
    </>
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
      <p>{t('lottery.proof.verifierChecks')}</p>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { ConsoleLottery, ConsoleLotteryWinner } from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { ExportButton } from '../../../components/export-button';
import { PlayerLink } from '../../../components/player-link';
import { ErrorMessage } from '../../../components/status-message';
import { formatPoints, formatUtc } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { downloadShipping, useMarkShipped } from '../api/lottery-api';

const winnerColumn = columnsOf<ConsoleLotteryWinner>();

/** The draw and its proof, the winners and their prizes: shipping them, exporting addresses. */
export function DrawPanel({ lottery }: { lottery: ConsoleLottery }) {
  const { t, i18n } = useTranslation('lotteries');
  const operator = useOperator();
  const ship = useMarkShipped(lottery.lottery.id);
  const { draw } = lottery;
  const columns = [
    winnerColumn.accessor('slot', { header: t('winners.slot') }),
    winnerColumn.accessor('ticket', {
      header: t('winners.ticket'),
      cell: (i) => `#${i.getValue()}`,
    }),
    winnerColumn.accessor('nickname', {
      header: t('winners.player'),
      cell: (i) => <PlayerLink player={{ id: i.row.original.player_id, nickname: i.getValue() }} />,
    }),
    winnerColumn.accessor('prize_position', {
      header: t('winners.prize'),
      cell: (i) => lottery.lottery.prizes[i.getValue()]?.texts.en?.name ?? i.getValue(),
    }),
    winnerColumn.accessor('status', {
      header: t('winners.status'),
      cell: (i) => t(`statuses.${i.getValue()}`),
    }),
    winnerColumn.display({
      id: 'ship',
      header: t('winners.action'),
      cell: (i) =>
        i.row.original.status === 'address_confirmed' && operator.can('editor') ? (
          <button
            type="button"
            disabled={ship.isPending}
            onClick={() => ship.mutate(i.row.original.slot)}
          >
            {t('winners.markShipped', { slot: i.row.original.slot })}
          </button>
        ) : (
          formatUtc(i.row.original.shipped_at)
        ),
    }),
  ];
  return (
    <section className="cat-section-block" aria-labelledby="lottery-draw">
      <h2 id="lottery-draw">{t('drawTitle')}</h2>
      <dl className="cat-facts">
        <dt>{t('columns.entries')}</dt>
        <dd>{formatPoints(lottery.total_entries, i18n.language)}</dd>
        <dt>{t('columns.players')}</dt>
        <dd>{formatPoints(lottery.players, i18n.language)}</dd>
        <dt>{t('commitment')}</dt>
        <dd>
          <code>{lottery.commitment}</code>
        </dd>
        <dt>{t('listHash')}</dt>
        <dd>{draw ? <code>{draw.ticket_list_hash}</code> : t('notDrawn')}</dd>
        <dt>{t('drawnAt')}</dt>
        <dd>
          {draw
            ? `${formatUtc(draw.drawn_at)} (${formatPoints(draw.ticket_count, i18n.language)})`
            : '—'}
        </dd>
      </dl>
      <p className="field__hint">{t('proofHint', { id: lottery.lottery.id })}</p>
      {draw ? (
        <DataTable
          caption={t('winners.caption')}
          columns={columns}
          rows={lottery.winners}
          rowId={(row) => String(row.slot)}
        />
      ) : null}
      {ship.isError ? <ErrorMessage error={ship.error} /> : null}
      {draw && operator.can('admin') ? (
        <ExportButton
          label={t('exportShipping')}
          hint={t('exportHint')}
          download={() => downloadShipping(lottery.lottery.id)}
        />
      ) : null}
    </section>
  );
}

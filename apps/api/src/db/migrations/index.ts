import platform from './0001-platform';
import pointsLedger from './0002-points-ledger';
import contact from './0003-contact';
import itemShop from './0004-item-shop';
import foundations from './0005-foundations';
import playerFixes from './0006-player-fixes';
import content from './0007-content';
import coupons from './0008-coupons';
import console_ from './0009-console';
import contentFallbacks from './0010-content-fallbacks';
import itemRevision from './0011-item-revision';
import pointAdjustments from './0012-point-adjustments';
import campaigns from './0013-campaigns';
import grantIndex from './0014-grant-index';
import lotteries from './0015-lotteries';
import festival from './0016-festival';
import parsedBodies from './0017-parsed-bodies';
import rulesAndCommitments from './0018-rules-and-commitments';
import ticketsPerLottery from './0019-tickets-per-lottery';
import notifications from './0020-notifications';
import notificationEmails from './0021-notification-emails';
import notificationDays from './0022-notification-days';
import ticketOrder from './0023-ticket-order';

export interface Migration {
  id: string;
  sql: string;
}

/**
 * Every schema change, in order. Applied ones never change what they do to tables: add a new
 * file instead. Functions and triggers are not here but in db/functions/, defined once.
 */
export const migrations: readonly Migration[] = [
  { id: '0001-platform', sql: platform },
  { id: '0002-points-ledger', sql: pointsLedger },
  { id: '0003-contact', sql: contact },
  { id: '0004-item-shop', sql: itemShop },
  { id: '0005-foundations', sql: foundations },
  { id: '0006-player-fixes', sql: playerFixes },
  { id: '0007-content', sql: content },
  { id: '0008-coupons', sql: coupons },
  { id: '0009-console', sql: console_ },
  { id: '0010-content-fallbacks', sql: contentFallbacks },
  { id: '0011-item-revision', sql: itemRevision },
  { id: '0012-point-adjustments', sql: pointAdjustments },
  { id: '0013-campaigns', sql: campaigns },
  { id: '0014-grant-index', sql: grantIndex },
  { id: '0015-lotteries', sql: lotteries },
  { id: '0016-festival', sql: festival },
  { id: '0017-parsed-bodies', sql: parsedBodies },
  { id: '0018-rules-and-commitments', sql: rulesAndCommitments },
  { id: '0019-tickets-per-lottery', sql: ticketsPerLottery },
  { id: '0020-notifications', sql: notifications },
  { id: '0021-notification-emails', sql: notificationEmails },
  { id: '0022-notification-days', sql: notificationDays },
  { id: '0023-ticket-order', sql: ticketOrder },
];

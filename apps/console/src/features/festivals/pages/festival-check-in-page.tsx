import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ERROR_CODES, normalizeTicketCode } from '@points/contracts';
import { Page } from '../../../components/page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';
import { formatUtc } from '../../../lib/format';
import { useCheckIn, useFestival } from '../api/festival-api';
import { canScanCodes, TicketScanner } from '../components/ticket-scanner';

const MINUTE_MS = 60_000;

/** When the server takes check-ins: the festival's margin around the event. */
function checkInWindow(festival: {
  event_starts_at: string;
  event_ends_at: string;
  check_in_margin_minutes: number;
}) {
  const margin = festival.check_in_margin_minutes * MINUTE_MS;
  return {
    from: formatUtc(new Date(Date.parse(festival.event_starts_at) - margin)),
    to: formatUtc(new Date(Date.parse(festival.event_ends_at) + margin)),
  };
}

/** A ticket code within what was scanned (a QR code may hold a link around it). */
function ticketCodeFrom(scanned: string): string {
  const match = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/i.exec(scanned);
  return normalizeTicketCode(match ? match[0] : scanned);
}

/** Why a ticket was not checked in, in words: unknown, already in (and when), or not now. */
function CheckInRefusal({ error, code }: { error: unknown; code: string }) {
  const { t } = useTranslation('festivals');
  if (error instanceof ConsoleApiError) {
    if (error.statusCode === ERROR_CODES.USER_NOT_FOUND) {
      return <StatusMessage kind="error">{t('checkin.unknown', { code })}</StatusMessage>;
    }
    if (error.reason === 'check_in_closed') {
      const { opens_at: from, closes_at: to } = error.body;
      return (
        <StatusMessage kind="error">
          {t('checkin.closed', {
            from: formatUtc(typeof from === 'string' ? from : null),
            to: formatUtc(typeof to === 'string' ? to : null),
          })}
        </StatusMessage>
      );
    }
    if (error.reason === 'already_checked_in') {
      const at = typeof error.body.checked_in_at === 'string' ? error.body.checked_in_at : null;
      return (
        <StatusMessage kind="error">
          {t('checkin.already', { code, at: formatUtc(at) })}
        </StatusMessage>
      );
    }
  }
  return <ErrorMessage error={error} />;
}

/**
 * The entrance's check-in, made for a phone: type the ticket code (any case, dashes optional) or
 * scan its QR code where the browser can, then a clear answer: who was checked in, or why not.
 */
export function FestivalCheckInPage() {
  const { t } = useTranslation('festivals');
  const { id = '' } = useParams();
  const festival = useFestival(id);
  const checkIn = useCheckIn(id);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState('');
  const [empty, setEmpty] = useState(false);
  const [scanning, setScanning] = useState(false);
  const scannable = canScanCodes();
  const name =
    festival.data?.festival.texts.en?.name ?? festival.data?.festival.texts.ja?.name ?? id;

  const submit = (raw: string) => {
    const ticket = normalizeTicketCode(raw);
    if (!ticket) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    setSent(ticket);
    checkIn.mutate(ticket, {
      onSettled: () => {
        setCode('');
        input.current?.focus();
      },
    });
  };
  const onScanned = useCallback(
    (value: string) => {
      setScanning(false);
      const ticket = ticketCodeFrom(value);
      setCode(ticket);
      setEmpty(false);
      setSent(ticket);
      checkIn.mutate(ticket, { onSettled: () => setCode('') });
    },
    [checkIn],
  );

  return (
    <Page
      title={t('checkin.title', { name })}
      actions={<Link to={`/festivals/${id}`}>{t('backToFestival')}</Link>}
    >
      <div className="fest-checkin">
        <p>{t('checkin.lead')}</p>
        {festival.data ? (
          <p className="field__hint">
            {t('checkin.window', checkInWindow(festival.data.festival))}
          </p>
        ) : null}
        <form
          className="fest-checkin__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit(code);
          }}
        >
          <label htmlFor="checkin-code">{t('checkin.code')}</label>
          <input
            ref={input}
            id="checkin-code"
            name="ticket_code"
            type="text"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={40}
            aria-describedby={`checkin-code-hint${empty ? ' checkin-code-error' : ''}`}
            aria-invalid={empty || undefined}
          />
          <p id="checkin-code-hint" className="field__hint">
            {t('checkin.codeHint')}
          </p>
          {empty ? (
            <p id="checkin-code-error" className="field__error">
              {t('checkin.empty')}
            </p>
          ) : null}
          <div className="fest-checkin__actions">
            <button type="submit" className="primary" disabled={checkIn.isPending}>
              {checkIn.isPending ? t('checkin.checking') : t('checkin.submit')}
            </button>
            {scannable ? (
              <button type="button" aria-pressed={scanning} onClick={() => setScanning(!scanning)}>
                {scanning ? t('checkin.stopScan') : t('checkin.scan')}
              </button>
            ) : null}
          </div>
        </form>
        {scanning ? <TicketScanner onCode={onScanned} /> : null}
        <div className="fest-checkin__result" aria-live="polite">
          {checkIn.isSuccess ? (
            <StatusMessage kind="success">
              <strong className="fest-checkin__title">{t('checkin.ok')}</strong>
              {t('checkin.okLine', {
                nickname: checkIn.data.nickname,
                role: t(`roles.${checkIn.data.role}`),
                at: formatUtc(checkIn.data.checked_in_at),
              })}
            </StatusMessage>
          ) : null}
          {checkIn.isError ? <CheckInRefusal error={checkIn.error} code={sent} /> : null}
        </div>
      </div>
    </Page>
  );
}

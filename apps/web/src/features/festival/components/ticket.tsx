import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationView } from '@points/contracts';
import { Section } from '../../../components/section';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import './ticket.css';

/** The ticket code as a QR code (an SVG made here, from the code alone). */
function QrCode({ code, label }: { code: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((text) => {
        if (live) setSvg(text);
      }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return svg ? (
    <img
      className="festival-ticket__qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width="220"
      height="220"
    />
  ) : (
    <div className="festival-ticket__qr" aria-busy="true" />
  );
}

/** A code shown to be read out or typed: groups of four, spaced for reading. */
function Code({ value }: { value: string }) {
  return <code className="festival-code">{value}</code>;
}

/**
 * The player's registration: the ticket to show at the entrance (its QR code and code), what they
 * registered, and for a visitor with a companion the single-use code to give them.
 */
export function Ticket({ registration }: { registration: RegistrationView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const yesNo = (value: boolean) => t(value ? 'festival.form.yes' : 'festival.form.no');
  return (
    <>
      <Section
        id="ticket-title"
        title={t('festival.ticket.title')}
        className="section coupon-panel festival-ticket"
      >
        {registration.checked_in_at ? (
          <p className="festival-ticket__done" role="status">
            {t('festival.ticket.checkedIn', {
              date: formatDateTime(registration.checked_in_at, language),
            })}
          </p>
        ) : (
          <p>{t('festival.ticket.show')}</p>
        )}
        <QrCode
          code={registration.ticket_code}
          label={t('festival.ticket.qrLabel', { code: registration.ticket_code })}
        />
        <p className="festival-ticket__code">
          {t('festival.ticket.code')} <Code value={registration.ticket_code} />
        </p>
      </Section>
      {registration.role === 'visitor' && registration.has_companion && (
        <Section
          id="companion-code-title"
          title={t('festival.companionCode.title')}
          className="section coupon-panel"
        >
          <p>{t('festival.companionCode.text')}</p>
          {registration.companion_code && (
            <p className="festival-ticket__code">
              <Code value={registration.companion_code} />
            </p>
          )}
          <p role="status">
            {t(
              registration.companion_registered
                ? 'festival.companionCode.used'
                : 'festival.companionCode.unused',
            )}
          </p>
        </Section>
      )}
      <Section id="registration-title" title={t('festival.registration.title')}>
        <dl className="facts">
          <dt>{t('festival.registration.status')}</dt>
          <dd>{t(`festival.roles.${registration.role}`)}</dd>
          <dt>{t('festival.form.attendeeType')}</dt>
          <dd>{t(`festival.attendeeTypes.${registration.attendee_type}`)}</dd>
          <dt>{t('festival.form.ageGroup')}</dt>
          <dd>{t(`festival.ageGroups.${registration.age_group}`)}</dd>
          {registration.role === 'visitor' && (
            <>
              <dt>{t('festival.form.attending')}</dt>
              <dd>{yesNo(registration.attending)}</dd>
              <dt>{t('festival.form.hasCompanion')}</dt>
              <dd>{yesNo(registration.has_companion)}</dd>
            </>
          )}
          <dt>{t('festival.form.mobileAccount')}</dt>
          <dd>
            {registration.game_user_id
              ? `${registration.game_user_name ?? ''} (${registration.game_user_id})`
              : t('festival.form.noMobileAccount')}
          </dd>
          <dt>{t('festival.registration.registeredAt')}</dt>
          <dd>{formatDateTime(registration.created_at, language)}</dd>
        </dl>
      </Section>
    </>
  );
}

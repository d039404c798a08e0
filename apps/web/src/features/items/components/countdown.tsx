import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { htmlLang } from '../../../lib/language';
import './countdown.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** "1 day 04:05:06": the time left until `to`, in the page language's way of saying days. */
export function formatRemaining(ms: number, language: string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  if (days === 0) return clock;
  const dayText = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
  return `${dayText} ${clock}`;
}

/** A live countdown to the next reset; calls `onDone` once it reaches zero. */
export function Countdown({ to, onDone }: { to: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const target = Date.parse(to);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = target - now;
  useEffect(() => {
    if (left <= 0) onDone?.();
  }, [left <= 0, onDone]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <p className="countdown">
      {t('items.resetsIn')}{' '}
      <time dateTime={to} className="countdown__time">
        {formatRemaining(left, htmlLang(currentLanguage()))}
      </time>
    </p>
  );
}

import { useTranslation } from 'react-i18next';

/** The honest state of a page whose content has not arrived yet. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <div className="coming-soon" role="status">
      <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
        <rect x="4" y="10" width="112" height="62" rx="8" fill="#e6f2ea" />
        <path d="M60 10v62" stroke="#0b6b3a" strokeOpacity="0.35" strokeWidth="2" />
        <circle
          cx="60"
          cy="41"
          r="13"
          fill="none"
          stroke="#0b6b3a"
          strokeOpacity="0.35"
          strokeWidth="2"
        />
        <circle cx="86" cy="48" r="9" fill="#fff" stroke="#14213d" strokeWidth="2" />
        <path d="M86 43l3.6 2.6-1.4 4.2h-4.4l-1.4-4.2z" fill="#14213d" />
      </svg>
      <p className="coming-soon__title">{t('common.comingSoonTitle')}</p>
      <p>{t('common.comingSoonText')}</p>
    </div>
  );
}

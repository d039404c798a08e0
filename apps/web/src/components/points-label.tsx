import { useTranslation } from 'react-i18next';
import './points-label.css';

/** The balance slot: the same box whatever it says, so nothing moves when the number arrives. */
export function PointsLabel({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <span className="points-balance" aria-live="polite">
      <span className="visually-hidden">{t('header.pointsLabel')}: </span>
      <span data-testid="points">{text}</span>
    </span>
  );
}

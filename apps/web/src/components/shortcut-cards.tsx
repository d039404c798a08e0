import type { ComponentType } from 'react';
import { Link } from 'react-router';
import './shortcut-cards.css';

export interface Shortcut {
  to: string;
  Icon: ComponentType;
  title: string;
  text: string;
}

/** Cards that lead to the main parts of the site, each with an icon, a title and a line. */
export function ShortcutCards({ shortcuts }: { shortcuts: Shortcut[] }) {
  return (
    <ul className="shortcut-cards">
      {shortcuts.map(({ to, Icon, title, text }) => (
        <li key={to}>
          <Link to={to} className="shortcut-card">
            <span className="shortcut-card__icon">
              <Icon />
            </span>
            <span className="shortcut-card__title">{title}</span>
            <span className="shortcut-card__text">{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

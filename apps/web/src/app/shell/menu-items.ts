import type { ComponentType } from 'react';
import {
  CartIcon,
  DocumentIcon,
  GiftIcon,
  HomeIcon,
  InfoIcon,
  MailIcon,
  NewsIcon,
  ShieldIcon,
} from '../../components/icons';
import type { MenuKey } from '../route-table';

export type MenuItem =
  | { key: MenuKey; kind: 'link'; to: string; label: string; Icon: ComponentType }
  | { key: 'whatIsPoint'; kind: 'external'; label: string; Icon: ComponentType }
  | { key: 'terms' | 'privacy'; kind: 'legal'; label: string; Icon: ComponentType };

/** The header menu of SPEC.md §2, in order; the drawer shows the same and a little more. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'top', kind: 'link', to: '/', label: 'menu.top', Icon: HomeIcon },
  { key: 'news', kind: 'link', to: '/news', label: 'menu.news', Icon: NewsIcon },
  { key: 'getPoints', kind: 'link', to: '/campaigns', label: 'menu.getPoints', Icon: GiftIcon },
  { key: 'usePoints', kind: 'link', to: '/usepoint', label: 'menu.usePoints', Icon: CartIcon },
  { key: 'whatIsPoint', kind: 'external', label: 'menu.whatIsPoint', Icon: InfoIcon },
  { key: 'terms', kind: 'legal', label: 'menu.terms', Icon: DocumentIcon },
  { key: 'privacy', kind: 'legal', label: 'menu.privacy', Icon: ShieldIcon },
  { key: 'contact', kind: 'link', to: '/contact', label: 'menu.contact', Icon: MailIcon },
];

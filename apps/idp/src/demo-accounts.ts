import type { IdentityClaims, OperatorClaims } from '@points/contracts';

/** A person of the dev sign-in provider; every demo account's password is `demo`. */
export interface DemoAccount {
  loginId: string;
  claims: IdentityClaims;
}

export const DEMO_PASSWORD = 'demo';

const address = (
  family_name: string,
  given_name: string,
  postal_code: string,
  region: string,
  city: string,
  street: string,
  building: string,
) => ({ family_name, given_name, postal_code, region, city, street, building });

/** The demo accounts of README: one per outcome a person can meet when signing in. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    loginId: 'player-jp',
    claims: {
      sub: 'demo-0001-jp',
      nickname: 'Sakura10',
      country: 'jp',
      language: 'ja',
      phone_number: '+81 3-0000-0001',
      address: address(
        'Yamada',
        'Sakura',
        '100-0001',
        'Tokyo',
        'Chiyoda',
        '1-1 Chiyoda',
        'Room 101',
      ),
      program_consent: true,
      game_app_user_ids: [
        { content_id: 'efm', game_user_id: 'JP-EFM-100001', platform: 'ios' },
        { content_id: 'efcs', game_user_id: 'JP-EFCS-200001', platform: 'ios' },
        { content_id: 'jcc', game_user_id: 'JP-JCC-300001', platform: 'ios' },
      ],
      point_available: true,
      email: 'player-jp@example.com',
      email_verified: true,
    },
  },
  {
    loginId: 'player-us',
    claims: {
      sub: 'demo-0002-us',
      nickname: 'JordanStriker',
      country: 'us',
      language: 'en-us',
      phone_number: '+1 555-0100',
      address: address(
        'Taylor',
        'Jordan',
        '94105',
        'CA',
        'San Francisco',
        '100 Market St',
        'Apt 5',
      ),
      program_consent: true,
      game_app_user_ids: [{ content_id: 'efs', game_user_id: 'US-EFS-100002', platform: 'steam' }],
      point_available: true,
      email: 'player-us@example.com',
      email_verified: true,
    },
  },
  {
    loginId: 'player-br',
    claims: {
      sub: 'demo-0003-br',
      nickname: 'LucasGol',
      country: 'br',
      language: 'pt-br',
      phone_number: '+55 11 90000-0003',
      address: address(
        'Silva',
        'Lucas',
        '01310-100',
        'SP',
        'São Paulo',
        'Av. Paulista 1000',
        'Apto 12',
      ),
      program_consent: true,
      game_app_user_ids: [
        { content_id: 'efm', game_user_id: 'BR-EFM-100003', platform: 'android' },
      ],
      point_available: true,
      email: 'player-br@example.com',
      email_verified: true,
    },
  },
  {
    loginId: 'player-hk',
    claims: {
      sub: 'demo-0004-hk',
      nickname: 'KaMing7',
      country: 'hk',
      language: 'zh-tw',
      phone_number: '+852 5000 0004',
      address: address(
        'Chan',
        'Ka Ming',
        '000000',
        'Kowloon',
        'Mong Kok',
        '1 Nathan Road',
        'Flat 8A',
      ),
      program_consent: true,
      game_app_user_ids: [
        { content_id: 'efm', game_user_id: 'HK-EFM-100004', platform: 'android' },
        { content_id: 'efcs', game_user_id: 'HK-EFCS-200004', platform: 'android' },
      ],
      point_available: true,
      email: 'player-hk@example.com',
      email_verified: true,
    },
  },
  {
    loginId: 'player-nolink',
    claims: {
      sub: 'demo-0005-gb',
      nickname: 'OliverFC',
      country: 'gb',
      language: 'en',
      phone_number: '+44 20 0000 0005',
      address: address('Smith', 'Oliver', 'SW1A 1AA', 'England', 'London', '10 High St', 'Flat 2'),
      program_consent: true,
      game_app_user_ids: [],
      point_available: true,
      email: 'player-nolink@example.com',
      email_verified: true,
    },
  },
  {
    loginId: 'player-noconsent',
    claims: {
      sub: 'demo-0006-fr',
      nickname: 'CamilleBleu',
      country: 'fr',
      language: 'fr',
      phone_number: '+33 1 00 00 00 06',
      address: address(
        'Martin',
        'Camille',
        '75001',
        'Île-de-France',
        'Paris',
        '1 rue de Rivoli',
        'Apt 3',
      ),
      program_consent: false,
      game_app_user_ids: [{ content_id: 'efs', game_user_id: 'FR-EFS-100006', platform: 'steam' }],
      point_available: true,
      email: 'player-noconsent@example.com',
      email_verified: true,
    },
  },
];

/** An operator of the points programme: signs in to the console (apps/console) only. */
export interface OperatorAccount {
  loginId: string;
  claims: OperatorClaims;
}

/** The console's demo operators of README, one per role; their password is `demo` too. */
export const OPERATOR_ACCOUNTS: readonly OperatorAccount[] = [
  {
    loginId: 'op-viewer',
    claims: { sub: 'op-0001-viewer', name: 'Vera Viewer', operator_role: 'viewer' },
  },
  {
    loginId: 'op-editor',
    claims: { sub: 'op-0002-editor', name: 'Eddie Editor', operator_role: 'editor' },
  },
  {
    loginId: 'op-admin',
    claims: { sub: 'op-0003-admin', name: 'Ada Admin', operator_role: 'admin' },
  },
];

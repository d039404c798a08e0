import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { IdentityClaims, OperatorClaims } from '@points/contracts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  OPERATOR_ACCOUNTS,
  type DemoAccount,
  type OperatorAccount,
} from './demo-accounts';

const hash = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

const sameBytes = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

/** How a password is checked: the demo password, or an account's own (scrypt, salted). */
type Secret = { demo: true } | { salt: Buffer; key: Buffer };

/**
 * The provider's people, in memory as long as the process lives: the demo players and operators
 * (password `demo`), and the players who create an account here (their own password). Changes
 * made at the provider (consent, linked games, address) stay with the account.
 */
export class AccountStore {
  private readonly players = new Map<string, IdentityClaims>();
  private readonly operators = new Map<string, OperatorClaims>();
  private readonly logins = new Map<string, { sub: string; secret: Secret }>();
  /** The Login IDs the sign-in page lists: the demo accounts', not those created since. */
  readonly demoLoginIds: readonly string[];

  constructor(
    players: readonly DemoAccount[] = DEMO_ACCOUNTS,
    operators: readonly OperatorAccount[] = OPERATOR_ACCOUNTS,
  ) {
    for (const account of players) {
      this.players.set(account.claims.sub, structuredClone(account.claims));
      this.logins.set(account.loginId, { sub: account.claims.sub, secret: { demo: true } });
    }
    for (const operator of operators) {
      this.operators.set(operator.claims.sub, structuredClone(operator.claims));
      this.logins.set(operator.loginId, { sub: operator.claims.sub, secret: { demo: true } });
    }
    this.demoLoginIds = [...this.logins.keys()];
  }

  /** A player's claims (changed in place by the provider's pages), or undefined. */
  player(sub: string | undefined): IdentityClaims | undefined {
    return sub ? this.players.get(sub) : undefined;
  }

  /** What the provider answers about anyone who can sign in. */
  claims(sub: string): IdentityClaims | OperatorClaims | undefined {
    return this.players.get(sub) ?? this.operators.get(sub);
  }

  /** The account a Login ID and password sign in to, or undefined. */
  async authenticate(loginId: string, password: string): Promise<string | undefined> {
    const login = this.logins.get(loginId);
    if (!login) return undefined;
    const { secret } = login;
    const matches =
      'demo' in secret
        ? sameBytes(Buffer.from(password), Buffer.from(DEMO_PASSWORD))
        : sameBytes(await hash(password, secret.salt, secret.key.length), secret.key);
    return matches ? login.sub : undefined;
  }

  /**
   * The Login ID a site's `login_hint` points at: a Login ID itself, or `{game}:{game user id}`
   * (the item page's hint, from the game app that opened it) of a game linked to an account.
   */
  loginIdOfHint(hint: string | undefined): string | undefined {
    if (!hint) return undefined;
    if (this.logins.has(hint)) return hint;
    const [game, gameUserId] = hint.split(':', 2);
    const player = [...this.players.values()].find((claims) =>
      claims.game_app_user_ids.some(
        (app) => app.content_id === game && app.game_user_id === gameUserId,
      ),
    );
    if (!player) return undefined;
    return [...this.logins].find(([, login]) => login.sub === player.sub)?.[0];
  }

  isTaken(loginId: string): boolean {
    return this.logins.has(loginId);
  }

  /**
   * A new player account, which has agreed to nothing and linked no game yet; undefined when the
   * Login ID is taken (also by someone who took it while the password was being hashed).
   */
  async register(
    loginId: string,
    password: string,
    profile: Pick<IdentityClaims, 'nickname' | 'country' | 'language'>,
  ): Promise<string | undefined> {
    const sub = `user-${randomBytes(8).toString('hex')}`;
    const salt = randomBytes(16);
    const key = await hash(password, salt, 32);
    if (this.isTaken(loginId)) return undefined;
    this.players.set(sub, {
      sub,
      ...profile,
      program_consent: false,
      game_app_user_ids: [],
      point_available: true,
    });
    this.logins.set(loginId, { sub, secret: { salt, key } });
    return sub;
  }
}

import { randomBytes, randomUUID } from 'node:crypto';
import {
  ageGroupFits,
  ERROR_CODES,
  normalizeTicketCode,
  type CompanionRegistrationBody,
  type RegistrationView,
  type VisitorRegistrationBody,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql, type Statement } from '../../db/statement';
import { AppError } from '../../errors';
import type { User } from '../users/user-repository';
import type { Festival } from './festival-catalogue';
import { festivalRefusal, guardRegistrationPeriod } from './festival-eligibility';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An unguessable code of `length` characters (≈ 4.9 bits each), in groups of four. */
function newCode(length: number): string {
  const bytes = randomBytes(length * 2);
  let code = '';
  for (let i = 0; code.length < length && i < bytes.length; i++) {
    // 248 = 8 × 31: bytes above it are skipped, so no character is likelier than another.
    if (bytes[i]! < 248) code += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  }
  return code.match(/.{1,4}/g)!.join('-');
}

const invalid = (field: string, message: string) =>
  new AppError(ERROR_CODES.INVALID_PARAMETER, message, { details: { field } });

/** The linked mobile game account a registration shows, or null. */
export function mobileAccountOf(user: User) {
  const app = user.gameApps.find((a) => a.platform === 'ios' || a.platform === 'android');
  return app ? { game_user_id: app.game_user_id, game_user_name: user.nickname } : null;
}

/** SPEC.md §5's rules of the form, on the server: the tickbox, the age group, the consent. */
function checkForm(
  body: Pick<
    VisitorRegistrationBody,
    'confirmed' | 'attendee_type' | 'age_group' | 'no_mobile_consent'
  >,
  user: User,
) {
  if (!body.confirmed) throw invalid('confirmed', 'the tickbox must be ticked');
  if (!ageGroupFits(body.attendee_type, body.age_group)) {
    throw invalid('age_group', 'the age group does not fit the attendee type');
  }
  if (!mobileAccountOf(user) && !body.no_mobile_consent) {
    throw invalid('no_mobile_consent', 'without a linked mobile account, consent is needed');
  }
}

interface RegistrationRow {
  id: string;
  festival_id: string;
  role: 'visitor' | 'companion';
  attendee_type: RegistrationView['attendee_type'];
  age_group: RegistrationView['age_group'];
  attending: boolean;
  has_companion: boolean;
  game_user_id: string | null;
  game_user_name: string | null;
  no_mobile_consent: boolean;
  companion_code: string | null;
  companion_of: string | null;
  companion_registered: boolean;
  ticket_code: string;
  checked_in_at: Date | null;
  created_at: Date;
}

/** The player's registration for the festival, or null. */
export async function readRegistration(
  db: Queryable,
  festivalId: string,
  userId: string,
): Promise<{ view: RegistrationView; companionOf: string | null } | null> {
  const { rows } = await run<RegistrationRow>(
    db,
    sql`SELECT r.*, EXISTS (SELECT 1 FROM festival_registrations c WHERE c.companion_of = r.id)
                 AS companion_registered
          FROM festival_registrations r
         WHERE r.festival_id = ${festivalId} AND r.user_id = ${userId}`,
  );
  const row = rows[0];
  if (!row) return null;
  const view: RegistrationView = {
    id: row.id,
    festival_id: row.festival_id,
    role: row.role,
    attendee_type: row.attendee_type,
    age_group: row.age_group,
    attending: row.attending,
    has_companion: row.has_companion,
    game_user_id: row.game_user_id,
    game_user_name: row.game_user_name,
    no_mobile_consent: row.no_mobile_consent,
    companion_code: row.companion_code,
    companion_registered: row.companion_registered,
    ticket_code: row.ticket_code,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
  return { view, companionOf: row.companion_of };
}

/**
 * Records a registration of the form checked, as a visitor or a companion, with its ticket code
 * and the linked mobile account it shows; answers whether it made one (`onConflict` says which
 * existing registration stops it).
 */
async function insertRegistration(
  db: Queryable,
  request: {
    festival: Festival;
    user: User;
    body: Pick<VisitorRegistrationBody, 'attendee_type' | 'age_group' | 'no_mobile_consent'>;
    now: Date;
  },
  as: {
    role: RegistrationView['role'];
    attending: boolean;
    hasCompanion: boolean;
    companionCode: string | null;
    companionOf: string | null;
    onConflict: Statement;
  },
): Promise<boolean> {
  const { festival, user, body, now } = request;
  const mobile = mobileAccountOf(user);
  const { rows } = await run<{ id: string }>(
    db,
    sql`INSERT INTO festival_registrations (id, festival_id, user_id, role, attendee_type,
          age_group, attending, has_companion, game_user_id, game_user_name, no_mobile_consent,
          companion_code, companion_of, ticket_code, created_at)
        VALUES (${randomUUID()}, ${festival.id}, ${user.id}, ${as.role}, ${body.attendee_type},
          ${body.age_group}, ${as.attending}, ${as.hasCompanion}, ${mobile?.game_user_id ?? null},
          ${mobile?.game_user_name ?? null}, ${!mobile && body.no_mobile_consent},
          ${as.companionCode}, ${as.companionOf}, ${newCode(12)}, ${now})
        ${as.onConflict}
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * A drawn player registers as a visitor (4047 for anyone not drawn), inside the registration
 * period, with every rule of the form checked here; one who is not attending brings no companion
 * (400 on `has_companion`) and gets no companion code. Once: asking again answers the registration
 * made (its companion code and ticket unchanged).
 */
export async function registerVisitor(
  db: Queryable,
  request: { festival: Festival; user: User; body: VisitorRegistrationBody; now: Date },
): Promise<RegistrationView> {
  const { festival, user, body, now } = request;
  guardRegistrationPeriod(festival, now);
  const drawn = await run(
    db,
    sql`SELECT 1 FROM festival_drawn WHERE festival_id = ${festival.id} AND user_id = ${user.id}`,
  );
  if (drawn.rows.length === 0) {
    throw new AppError(
      ERROR_CODES.NOT_DRAWN_FOR_VISIT,
      'only drawn pre-registrants register as visitors',
    );
  }
  const existing = await readRegistration(db, festival.id, user.id);
  if (existing) return existing.view;
  checkForm(body, user);
  // A companion comes with the visitor: no visitor, no companion (and no code to pass on).
  if (!body.attending && body.has_companion) {
    throw invalid('has_companion', 'a visitor who is not attending cannot bring a companion');
  }
  await insertRegistration(db, request, {
    role: 'visitor',
    attending: body.attending,
    hasCompanion: body.has_companion,
    companionCode: body.has_companion ? newCode(12) : null,
    companionOf: null,
    onConflict: sql`ON CONFLICT (festival_id, user_id) DO NOTHING`,
  });
  return (await readRegistration(db, festival.id, user.id))!.view;
}

/**
 * Another player registers as a visitor's companion with the visitor's code (only an attending
 * visitor's code counts): one companion per
 * visitor and the code used once (4048 afterwards), which the table's unique `companion_of`
 * keeps under any concurrency. Asking again with the same code answers the registration made.
 */
export async function registerCompanion(
  db: Queryable,
  request: { festival: Festival; user: User; body: CompanionRegistrationBody; now: Date },
): Promise<RegistrationView> {
  const { festival, user, body, now } = request;
  guardRegistrationPeriod(festival, now);
  // Any case, with or without dashes or spaces: the code as it is stored (as check-in reads one).
  const code = normalizeTicketCode(body.companion_code);
  const visitor = (
    await run<{ id: string; user_id: string }>(
      db,
      sql`SELECT id, user_id FROM festival_registrations
           WHERE festival_id = ${festival.id} AND companion_code = ${code} AND role = 'visitor'
             AND attending AND has_companion`,
    )
  ).rows[0];
  if (!visitor) throw invalid('companion_code', 'no such companion code');
  if (visitor.user_id === user.id) throw festivalRefusal('own_code');
  const existing = await readRegistration(db, festival.id, user.id);
  if (existing) {
    if (existing.companionOf === visitor.id) return existing.view;
    throw festivalRefusal('already_registered');
  }
  checkForm(body, user);
  const made = await insertRegistration(db, request, {
    role: 'companion',
    attending: true,
    hasCompanion: false,
    companionCode: null,
    companionOf: visitor.id,
    onConflict: sql`ON CONFLICT DO NOTHING`,
  });
  const mine = await readRegistration(db, festival.id, user.id);
  if (!made && mine?.companionOf !== visitor.id) {
    throw new AppError(ERROR_CODES.COMPANION_CODE_USED, 'the companion code is already used');
  }
  return mine!.view;
}

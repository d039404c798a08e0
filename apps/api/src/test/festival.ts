import type { Database } from '../db/database';
import { saveFestival } from '../modules/festival/save-festival';

const HOUR_MS = 3_600_000;

/** A published festival whose periods are `hours` from `now` (pre-registration open by default). */
export async function seedFestival(
  db: Database,
  now: Date,
  id: string,
  hours: Partial<
    Record<
      'preFrom' | 'preTo' | 'draw' | 'registrationTo' | 'starts' | 'ends' | 'rewardUntil',
      number
    >
  > = {},
  slots = 2,
): Promise<void> {
  const at = (h: number) => new Date(now.getTime() + h * HOUR_MS);
  await db.transaction((tx) =>
    saveFestival(
      tx,
      {
        id,
        published: true,
        preRegistrationFrom: at(hours.preFrom ?? -1),
        preRegistrationTo: at(hours.preTo ?? 24),
        drawAt: at(hours.draw ?? 25),
        registrationTo: at(hours.registrationTo ?? 48),
        eventStartsAt: at(hours.starts ?? 72),
        eventEndsAt: at(hours.ends ?? 80),
        rewardUntil: at(hours.rewardUntil ?? 200),
        visitorSlots: slots,
        rewardPoints: 300,
        rewardExpiryDays: 90,
        checkInMarginMinutes: 120,
        image: '',
        texts: { en: { name: `Festival ${id}`, description: 'Come along', venue: 'The stadium' } },
      },
      now,
    ),
  );
}

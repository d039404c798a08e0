import type { Database, Queryable } from '../../db/database';
import type { ChangeNotices } from '../../db/change-notices';
import { createRevisionSnapshot } from '../../db/revision-snapshot';

/** The maintenance switch as an operator last set it. */
export interface MaintenanceSwitch {
  on: boolean;
  changedAt: Date | null;
  changedBy: string | null;
}

interface SettingsSnapshot {
  revision: string;
  maintenance: MaintenanceSwitch;
}

/** Settings an operator changes at run time, which every API node follows within `refreshMs`. */
export interface SiteSettings {
  /** The switch, at most `refreshMs` behind the database (plus one read). */
  maintenance(): Promise<MaintenanceSwitch>;
  /** Whether the site is in maintenance: switched on, or forced by MAINTENANCE=true. */
  inMaintenance(): Promise<boolean>;
  /** MAINTENANCE=true in this node's environment. */
  readonly forcedByEnvironment: boolean;
  /** How long a change may take to reach every node, in milliseconds. */
  readonly refreshMs: number;
  /** This node just changed a setting: the next read asks the database. */
  invalidate(): void;
}

async function loadSettings(db: Database): Promise<SettingsSnapshot> {
  const [revision, settings] = await Promise.all([
    db.query<{ revision: string }>('SELECT revision::text AS revision FROM site_settings_revision'),
    db.query<{ value: unknown; changed_at: Date; changed_by: string | null }>(
      `SELECT value, changed_at, changed_by FROM site_settings WHERE key = 'maintenance'`,
    ),
  ]);
  const row = settings.rows[0];
  return {
    revision: revision.rows[0]?.revision ?? '0',
    maintenance: {
      on: row?.value === true,
      changedAt: row?.changed_by ? row.changed_at : null,
      changedBy: row?.changed_by ?? null,
    },
  };
}

/**
 * The run-time site settings of one node, read again when `site_settings_revision` moves (checked
 * at most every `refreshMs`). When the database cannot be read the last known state is kept.
 */
export function createSiteSettings(
  db: Database,
  options: { refreshMs: number; forcedMaintenance: boolean; notices?: ChangeNotices | undefined },
): SiteSettings {
  const snapshot = createRevisionSnapshot(db, {
    revisionTable: 'site_settings_revision',
    load: loadSettings,
    refreshMs: options.refreshMs,
    notices: options.notices,
  });
  const maintenance = async () => (await snapshot.current()).maintenance;
  return {
    maintenance,
    async inMaintenance() {
      if (options.forcedMaintenance) return true;
      try {
        return (await maintenance()).on;
      } catch {
        return false;
      }
    },
    forcedByEnvironment: options.forcedMaintenance,
    refreshMs: options.refreshMs,
    invalidate: () => snapshot.invalidate(),
  };
}

/** Turns maintenance on or off; returns the switch as it was before. */
export async function setMaintenance(
  tx: Queryable,
  on: boolean,
  changedBy: string,
): Promise<MaintenanceSwitch> {
  const { rows } = await tx.query<{ value: unknown; changed_at: Date; changed_by: string | null }>(
    `SELECT value, changed_at, changed_by FROM site_settings WHERE key = 'maintenance' FOR UPDATE`,
  );
  await tx.query(
    `INSERT INTO site_settings (key, value, changed_at, changed_by)
     VALUES ('maintenance', $1::jsonb, now(), $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, changed_at = now(),
                                     changed_by = EXCLUDED.changed_by`,
    [JSON.stringify(on), changedBy],
  );
  const before = rows[0];
  return {
    on: before?.value === true,
    changedAt: before?.changed_by ? before.changed_at : null,
    changedBy: before?.changed_by ?? null,
  };
}

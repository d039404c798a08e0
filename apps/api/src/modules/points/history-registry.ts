import type { HistorySubject, Language } from '@points/contracts';
import type { Database } from '../../db/database';

/**
 * What a feature tells the points history about the things its ledger entries refer to: for
 * each id of its reference type (`exchange` in `exchange:…`), a name in the player's language
 * and a status. The history asks each feature for its own, so it never joins their tables.
 */
export interface ReferenceResolver {
  /** The prefix of the references it resolves (`exchange`, `coupon`, `lottery`…). */
  type: string;
  resolve(
    db: Database,
    request: { userId: string; ids: string[]; language: Language },
  ): Promise<Map<string, HistorySubject>>;
}

export interface HistoryRegistry {
  register(resolver: ReferenceResolver): void;
  /** The subject of each reference that a feature knows, keyed by the whole reference. */
  resolve(
    db: Database,
    request: { userId: string; references: Array<string | null>; language: Language },
  ): Promise<Map<string, HistorySubject>>;
}

function splitReference(reference: string): { type: string; id: string } | null {
  const colon = reference.indexOf(':');
  return colon > 0 ? { type: reference.slice(0, colon), id: reference.slice(colon + 1) } : null;
}

export function createHistoryRegistry(): HistoryRegistry {
  const resolvers = new Map<string, ReferenceResolver>();
  return {
    register(resolver) {
      if (resolvers.has(resolver.type)) {
        throw new Error(`history references of type ${resolver.type} registered twice`);
      }
      resolvers.set(resolver.type, resolver);
    },
    async resolve(db, { userId, references, language }) {
      const idsByType = new Map<string, Set<string>>();
      for (const reference of references) {
        const parts = reference ? splitReference(reference) : null;
        if (!parts || !resolvers.has(parts.type)) continue;
        const ids = idsByType.get(parts.type) ?? new Set();
        ids.add(parts.id);
        idsByType.set(parts.type, ids);
      }
      const resolved = await Promise.all(
        [...idsByType].map(async ([type, ids]) => {
          const subjects = await resolvers.get(type)!.resolve(db, {
            userId,
            ids: [...ids],
            language,
          });
          return [...subjects].map(([id, subject]) => [`${type}:${id}`, subject] as const);
        }),
      );
      return new Map(resolved.flat());
    },
  };
}

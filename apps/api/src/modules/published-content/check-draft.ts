import { ERROR_CODES } from '@points/contracts';
import { AppError } from '../../errors';
import {
  BodyRefused,
  parseBodies,
  type BodyTable,
  type ParsedBodies,
} from '../texts/parsed-bodies';
import { ContentDraft, type ContentDraftInput } from './content-model';

/** The Markdown fields of content texts: parsed when written, stored in `parsed_bodies`. */
export const CONTENT_BODIES: BodyTable = { table: 'contents', fields: ['body'] };

/** A draft as checked, with its bodies parsed (the one time they are). */
export interface CheckedDraft {
  draft: ContentDraft;
  bodies: ParsedBodies;
}

/**
 * A draft as written, checked: its shape for its kind and every body's Markdown, parsed; else 400
 * naming the first field at fault (`field`, a dotted path such as `texts.fr.title`) and, for a
 * body, the rule of the Markdown subset it breaks (`rule`).
 */
export function checkDraft(input: ContentDraftInput): CheckedDraft {
  const parsed = ContentDraft.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, parsed.error.message, {
      details: { reason: 'invalid_draft', field: issue ? issue.path.join('.') : '' },
    });
  }
  try {
    return { draft: parsed.data, bodies: parseBodies(parsed.data.texts, CONTENT_BODIES.fields) };
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, error.message, {
      details: {
        reason: 'invalid_draft',
        field: `texts.${error.language}.${error.field}`,
        rule: error.rule,
      },
    });
  }
}

/**
 * A checked draft as the values of `contents`' columns, in this order: kind, reason_id,
 * public_start_date, public_end_date, target_countries, target_country_flag, sort_order, texts,
 * attributes, fallback_languages, parsed_bodies. Creating and updating write the same columns.
 */
export function draftColumns({ draft, bodies }: CheckedDraft): unknown[] {
  return [
    draft.kind,
    draft.reason_id,
    draft.public_start_date,
    draft.public_end_date,
    draft.target_countries,
    draft.target_country_flag,
    draft.sort_order,
    JSON.stringify(draft.texts),
    JSON.stringify(draft.attributes),
    draft.fallback_languages ?? null,
    JSON.stringify(bodies),
  ];
}

/** A unique violation on (kind, reason_id), as both drivers report it, answered 4049. */
export function reasonIdTaken(error: unknown, draft: ContentDraft): AppError | null {
  if ((error as { code?: unknown } | null)?.code !== '23505') return null;
  return new AppError(ERROR_CODES.GENERIC_ERROR, `${draft.kind} ${draft.reason_id} exists`, {
    details: { reason: 'reason_id_taken' },
  });
}

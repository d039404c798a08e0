/**
 * Where a published thing stands for players, as the console's lists and pages say it: a draft
 * or withdrawn thing is not public; a published one is `scheduled` until its start, `live` in its
 * window, `ended` after its end.
 */
export type Publication =
  | { state: 'draft' | 'unpublished' | 'live' }
  | { state: 'scheduled'; from: string }
  | { state: 'ended'; at: string };

export function publicationOf(
  status: 'draft' | 'published' | 'unpublished',
  start: string | null,
  end: string | null,
  now: Date,
): Publication {
  if (status !== 'published') return { state: status };
  if (start !== null && Date.parse(start) > now.getTime())
    return { state: 'scheduled', from: start };
  if (end !== null && Date.parse(end) <= now.getTime()) return { state: 'ended', at: end };
  return { state: 'live' };
}

import { QueryIsland } from '../../../lib/query-client';
import { Registration } from '../components/registration';

/** /campaign-festival-visit/{id}: a drawn player registers as a visitor, then shows the ticket. */
export function FestivalVisitPage() {
  return (
    <QueryIsland>
      <Registration role="visitor" />
    </QueryIsland>
  );
}

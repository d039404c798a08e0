import { QueryIsland } from '../../../lib/query-client';
import { Registration } from '../components/registration';

/** /campaign-festival-companion/{id}: a player registers with a visitor's companion code. */
export function FestivalCompanionPage() {
  return (
    <QueryIsland>
      <Registration role="companion" />
    </QueryIsland>
  );
}

import type { OperatorClaims, OperatorRole } from '@points/contracts';
import type { Queryable } from '../db/database';
import { createOperatorSession } from '../modules/console/operator-sessions';

/** The claims of the demo operator with `role`, as the dev provider signs them. */
export function operatorClaims(role: OperatorRole): OperatorClaims {
  return { sub: `op-test-${role}`, name: `Test ${role}`, operator_role: role };
}

/** A console bearer token of a demo operator with `role`, without a sign-in round. */
export function operatorToken(db: Queryable, role: OperatorRole): Promise<string> {
  return createOperatorSession(db, operatorClaims(role), 3600, null);
}

/** The header an operator's console request carries. */
export const asOperator = (token: string) => ({ authorization: `Bearer ${token}` });

import { createContext, useContext, type ReactNode } from 'react';
import { roleAllows, type Operator, type OperatorRole } from '@points/contracts';

const OperatorContext = createContext<Operator | null>(null);

export function OperatorProvider({
  operator,
  children,
}: {
  operator: Operator;
  children: ReactNode;
}) {
  return <OperatorContext.Provider value={operator}>{children}</OperatorContext.Provider>;
}

/** The signed-in operator, and whether their role allows what needs `role`. */
export function useOperator(): Operator & { can: (role: OperatorRole) => boolean } {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator outside a signed-in console');
  return { ...operator, can: (role) => roleAllows(operator.role, role) };
}

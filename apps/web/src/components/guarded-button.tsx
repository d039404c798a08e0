import { useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { RECLICK_GUARD_MS } from '@points/contracts/constants';

export interface GuardedButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick'
> {
  onClick: () => unknown;
  /** How long the button stays disabled after a click (SPEC.md §4: 3000 ms by default). */
  guardMs?: number;
}

/** A button that sends a request: disabled for the re-click guard after each click. */
export function GuardedButton({
  onClick,
  guardMs = RECLICK_GUARD_MS,
  disabled,
  ...rest
}: GuardedButtonProps) {
  const [guarded, setGuarded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || guarded}
      aria-disabled={disabled || guarded}
      onClick={() => {
        if (guarded) return;
        setGuarded(true);
        timer.current = setTimeout(() => setGuarded(false), guardMs);
        void onClick();
      }}
    />
  );
}

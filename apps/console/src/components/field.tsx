import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  /** The control's id; the label points at it and its messages are described by it. */
  htmlFor: string;
  label: ReactNode;
  /** The validation message, shown beside the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled form control with its hint and validation message: the control gets `id`,
 * `aria-invalid` and `aria-describedby`, so a screen reader reads the message with it.
 */
export function Field({ htmlFor, label, error, hint, children }: FieldProps) {
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: htmlFor,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })
    : children;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={htmlFor}>{label}</label>
      {control}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

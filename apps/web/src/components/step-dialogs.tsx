import type { ReactNode } from 'react';
import { Modal } from './modal';

/** The confirmation step of a spend or a use: what it is, then Cancel and the action. */
export function ConfirmDialog({
  open,
  title,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      {children}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** The step while a request is under way: it cannot be dismissed, and says not to leave. */
export function ProcessingDialog({
  open,
  title,
  text,
}: {
  open: boolean;
  title: string;
  text: string;
}) {
  return (
    <Modal open={open} onClose={() => {}} title={title} dismissible={false}>
      <div className="processing" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>{text}</p>
      </div>
    </Modal>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** `sheet` slides in from the side (the drawer menu); `dialog` is centred. */
  variant?: 'dialog' | 'sheet';
  className?: string;
  /** False while something must finish: no close button, and Escape and the backdrop do nothing. */
  dismissible?: boolean;
}

/**
 * A modal built on the platform's `<dialog>`: `showModal()` makes the rest of the page inert,
 * Escape closes it, Tab cycles within it, and focus returns to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'dialog',
  className,
  dismissible = true,
}: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // Closed because `open` turned false: the owner knows already, so onClose is not called.
  const closedByOwner = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      closedByOwner.current = true;
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
      }
      if (closedByOwner.current) {
        closedByOwner.current = false;
        return;
      }
      onClose();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (dismissible && event.target === ref.current) ref.current?.close();
      }}
      onKeyDown={(event) => {
        // Tab wraps around inside the dialog instead of leaving for the browser's own controls.
        if (event.key !== 'Tab' || !ref.current) return;
        const focusable = [
          ...ref.current.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
          ),
        ];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="modal__content">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className="icon-button modal__close"
              onClick={() => ref.current?.close()}
              aria-label={t('common.close')}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        {open && children}
      </div>
    </dialog>
  );
}

/** A dialog that only tells something: its title, its text and one OK button. */
export function NoticeDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {children}
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}

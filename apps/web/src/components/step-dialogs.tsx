import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pointsAmount } from '../lib/i18n';
import type { StepFlow } from '../lib/use-step-flow';
import { Modal, NoticeDialog } from './modal';

/** The confirmation step of a spend or a use: what it is, then Cancel and the action. */
function ConfirmDialog({
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
function ProcessingDialog({ open, title, text }: { open: boolean; title: string; text: string }) {
  return (
    <Modal open={open} onClose={() => {}} title={title} dismissible={false}>
      <div className="processing" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>{text}</p>
      </div>
    </Modal>
  );
}

export interface StepDialogsProps<Subject, Result> {
  flow: StepFlow<Subject, Result>;
  /** The confirmation; none where the button sends the request at once (`flow.run`). */
  confirm?: {
    title: string;
    cancelLabel: string;
    confirmLabel: string;
    body: (subject: Subject) => ReactNode;
  };
  processing: { title: string; text: string };
  success: {
    title: string;
    body: (result: Result, subject: Subject) => ReactNode;
    /** The buttons instead of OK (which closes). */
    actions?: ReactNode;
    /** False: only the buttons close it, not Escape or the backdrop (a code shown once). */
    dismissible?: boolean;
  };
  failureTitle: string;
}

/**
 * The dialogs of a `useStepFlow`, one for each step: confirm (Cancel or the action), processing
 * (not dismissible), success (OK, or the buttons given) and failure (its message, OK).
 */
export function StepDialogs<Subject, Result>({
  flow,
  confirm,
  processing,
  success,
  failureTitle,
}: StepDialogsProps<Subject, Result>) {
  const { t } = useTranslation();
  const { state, close } = flow;
  return (
    <>
      {confirm && (
        <ConfirmDialog
          open={state.step === 'confirm'}
          title={confirm.title}
          cancelLabel={confirm.cancelLabel}
          confirmLabel={confirm.confirmLabel}
          onCancel={close}
          onConfirm={flow.confirm}
        >
          {state.step === 'confirm' && confirm.body(state.subject)}
        </ConfirmDialog>
      )}

      <ProcessingDialog
        open={state.step === 'processing'}
        title={processing.title}
        text={processing.text}
      />

      <Modal
        open={state.step === 'success'}
        onClose={close}
        title={success.title}
        dismissible={success.dismissible}
      >
        {state.step === 'success' && success.body(state.result, state.subject)}
        <div className="modal__actions">
          {success.actions ?? (
            <button type="button" className="button button--primary" onClick={close}>
              {t('common.ok')}
            </button>
          )}
        </div>
      </Modal>

      <NoticeDialog open={state.step === 'failure'} onClose={close} title={failureTitle}>
        <p>{state.step === 'failure' ? state.message : ''}</p>
      </NoticeDialog>
    </>
  );
}

/** Under a spend's confirmation: the balance it leaves; nothing while the balance is unknown. */
export function BalanceAfter({
  balance,
  cost,
  textKey,
}: {
  balance: number | null;
  cost: number;
  /** The i18n key of the sentence, with `{{points}}`. */
  textKey: string;
}) {
  const { t } = useTranslation();
  if (balance === null) return null;
  return (
    <p className="dialog-note">
      {t(textKey, { points: pointsAmount(Math.max(0, balance - cost)) })}
    </p>
  );
}

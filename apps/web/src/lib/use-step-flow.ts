import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveIfVisitEnds } from './api-client';

/**
 * Where a spend, a use or a claim stands (SPEC.md §4): nothing open; asked to confirm; the request
 * under way; done, with the answer; or refused, with the message to show. `subject` is what the
 * player chose to act on (a coupon to use; nothing where the page has only one thing).
 */
export type FlowStep<Subject, Result> =
  | { step: 'idle' }
  | { step: 'confirm'; subject: Subject }
  | { step: 'processing'; subject: Subject }
  | { step: 'success'; subject: Subject; result: Result }
  | { step: 'failure'; subject: Subject; message: string };

export interface StepFlowOptions<Subject, Result> {
  /** The request; its answer is the success step's `result`. */
  action: (subject: Subject) => Promise<Result>;
  /** The i18n key of the message for a refusal or any other failure. */
  failureKey: (error: unknown) => string;
  /** After the request, however it ended. */
  onSettled?: () => void;
}

/**
 * The confirm → processing → success or failure steps of every spend, use and claim, in one
 * place: `ask` opens the confirmation, `confirm` (or `run`, where nothing is asked first) sends
 * the request. A failure that ends the visit leaves for the error page (or ends the session in
 * place) and closes the steps; any other shows its message. `StepDialogs` shows the steps.
 */
export function useStepFlow<Subject = void, Result = void>({
  action,
  failureKey,
  onSettled,
}: StepFlowOptions<Subject, Result>) {
  const { t } = useTranslation();
  const [state, setState] = useState<FlowStep<Subject, Result>>({ step: 'idle' });

  const ask = useCallback((subject: Subject) => setState({ step: 'confirm', subject }), []);
  const close = useCallback(() => setState({ step: 'idle' }), []);

  const run = async (subject: Subject) => {
    setState({ step: 'processing', subject });
    try {
      const result = await action(subject);
      setState({ step: 'success', subject, result });
    } catch (error) {
      setState(
        leaveIfVisitEnds(error)
          ? { step: 'idle' }
          : { step: 'failure', subject, message: t(failureKey(error)) },
      );
    } finally {
      onSettled?.();
    }
  };

  const confirm = () => {
    if (state.step === 'confirm') void run(state.subject);
  };

  return { state, ask, close, confirm, run };
}

export type StepFlow<Subject = void, Result = void> = ReturnType<
  typeof useStepFlow<Subject, Result>
>;

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { Route } from 'react-router';
import { z } from 'zod';
import type { OperatorRole } from '@points/contracts';
import { ConsoleApiError } from '../../lib/api';
import { recordResolver } from '../../lib/record-values';
import { initTestI18n, renderConsolePage } from '../../test/console-page';
import { FormSection, IdField, NumberField, UtcDateTimeField } from './form-fields';
import { LanguageTextsSection } from './language-texts';
import { RecordForm } from './record-form';
import { strings } from './strings';

/** A small area: a label and a message of its own, one of each in place of a shared one. */
const area = {
  en: {
    fields: { points: 'Points of the area', reason: 'Why (for the audit log)' },
    invalid: { points: 'The area says: 1 or more.', reason: 'The area wants a longer reason.' },
  },
  ja: {
    fields: { points: 'エリアのポイント', reason: '理由（監査ログ）' },
    invalid: { points: 'エリア: 1 以上。', reason: 'もっと長い理由を。' },
  },
};

beforeAll(() => initTestI18n({ records: strings, area }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Input = z.object({
  id: z.string().min(1),
  points: z.number().int().min(1),
  starts_at: z.string(),
  texts: z.record(z.string(), z.object({ name: z.string().min(1) })),
  reason: z.string().min(3).optional(),
  version: z.number().nullable(),
});
type Input = z.infer<typeof Input>;
interface Saved extends Input {
  version: number;
}
const resolver = recordResolver(Input);
const blank: Input = {
  id: '',
  points: 10,
  starts_at: '2026-01-01T00:00:00.000Z',
  texts: { en: { name: '' }, ja: { name: '' } },
  version: null,
};

/** A record's form whose save answers with `answer` (a refusal when it throws). */
function Form({ record, answer }: { record?: Saved; answer: (input: Input) => Saved }) {
  const save = useMutation({ mutationFn: async (input: Input) => answer(input) });
  return (
    <RecordForm
      texts="area"
      savedText="Saved it."
      record={record}
      valuesOf={(saved: Saved | undefined) => ({ ...(saved ?? blank), reason: '' })}
      resolver={resolver}
      save={save}
      pathOf={(saved) => `/area/${saved.id}`}
      serverFields={['starts_at']}
    >
      <FormSection legend="The record">
        <IdField />
        <NumberField name="points" />
        <UtcDateTimeField name="starts_at" errorKey="times" />
      </FormSection>
      <LanguageTextsSection fields={[{ name: 'name' }]} />
    </RecordForm>
  );
}

const saved: Saved = { ...blank, id: 'spring', texts: { en: { name: 'Spring' } }, version: 3 };

function renderForm(role: OperatorRole, answer: (input: Input) => Saved, record?: Saved) {
  renderConsolePage(
    role,
    record ? `/area/${record.id}` : '/area/new',
    <>
      <Route path="/area/new" element={<Form answer={answer} />} />
      <Route path="/area/:id" element={<Form record={record} answer={answer} />} />
    </>,
  );
}

describe('a record form', () => {
  it('labels its fields from the area, then the shared texts, with ids from the area', () => {
    renderForm('editor', () => saved);
    expect(screen.getByLabelText('Points of the area').id).toBe('area-points');
    expect(screen.getByLabelText('ID').id).toBe('area-id');
    expect(screen.getByLabelText('Why (for the audit log)').id).toBe('area-reason');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('saves what it checked: without the languages left empty or an empty reason', async () => {
    const answer = vi.fn((input: Input) => ({ ...input, version: 1 }));
    renderForm('editor', answer);
    fireEvent.change(screen.getByLabelText('ID'), { target: { value: 'autumn' } });
    const english = screen.getByRole('group', { name: /Texts in English/ });
    fireEvent.change(within(english).getByLabelText('Name'), { target: { value: 'Autumn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    expect(answer.mock.calls[0]![0]).toEqual({
      id: 'autumn',
      points: 10,
      starts_at: '2026-01-01T00:00:00.000Z',
      texts: { en: { name: 'Autumn' } },
      version: null,
    });
  });

  it('shows a refused value with the area’s message before the shared one', async () => {
    const answer = vi.fn(() => saved);
    renderForm('editor', answer, saved);
    fireEvent.change(screen.getByLabelText('Points of the area'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Why (for the audit log)'), { target: { value: 'no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The area says: 1 or more.')).toBeTruthy();
    expect(screen.getByText('The area wants a longer reason.')).toBeTruthy();
    expect(screen.queryByText('At least 3 characters, or leave empty.')).toBeNull();
    expect(answer).not.toHaveBeenCalled();
  });

  it('says it saved, or that the record changed since it was read, or shows a refused time on its field', async () => {
    renderForm('editor', () => saved, saved);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved it.')).toBeTruthy();
    cleanup();

    renderForm(
      'editor',
      () => {
        throw new ConsoleApiError(4049, 'changed_since_read', {});
      },
      saved,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Someone else saved this meanwhile'),
    );
    cleanup();

    renderForm(
      'editor',
      () => {
        throw new ConsoleApiError(400, undefined, { field: 'starts_at' });
      },
      saved,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date and time, in the order of the periods.')).toBe(
      document.getElementById('area-starts_at-error'),
    );
  });

  it('lets a viewer read the record but not change it', () => {
    renderForm('viewer', () => saved, saved);
    expect(screen.getByLabelText('Points of the area').matches(':disabled')).toBe(true);
    expect((screen.getByLabelText('ID') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Why (for the audit log)')).toBeNull();
  });
});

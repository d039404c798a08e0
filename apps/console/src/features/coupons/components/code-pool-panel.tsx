import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CODES_CSV_MAX_CHARS,
  CodesImportRefusal,
  CSV_HAS_ERRORS,
  type CodeCounts,
  type CodeLineError,
  type CodesPreview,
} from '@points/contracts';
import { columnsOf, DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { useOperator } from '../../../lib/session';
import { useGenerateCodes, useImportCodes, usePreviewCodes } from '../api/coupons-api';

const column = columnsOf<CodeLineError>();

function LineErrors({ preview }: { preview: CodesPreview }) {
  const { t } = useTranslation('coupons');
  const columns = [
    column.accessor('line', { header: t('pool.line') }),
    column.accessor('value', {
      header: t('pool.value'),
      cell: (info) => <code>{info.getValue() || '""'}</code>,
    }),
    column.accessor('reason', {
      header: t('pool.problem'),
      cell: (info) => t(`pool.problems.${info.getValue()}`),
    }),
  ];
  return (
    <>
      <StatusMessage kind="error">
        {t('pool.previewBad', { count: preview.error_count })}
        {preview.errors.length < preview.error_count
          ? ` ${t('pool.previewMore', { shown: preview.errors.length })}`
          : ''}
      </StatusMessage>
      <DataTable
        caption={t('pool.errorsCaption')}
        columns={columns}
        rows={preview.errors}
        rowId={(row) => String(row.line)}
      />
    </>
  );
}

/** A refused import's lines, from the refusal's body. */
function refusalOf(error: unknown): CodesPreview | null {
  if (!(error instanceof ConsoleApiError) || error.reason !== CSV_HAS_ERRORS) return null;
  const parsed = CodesImportRefusal.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/**
 * What the chosen file would do, once checked: refused (its bad lines; nothing can be
 * imported), empty, or so many codes to import, with the button that imports them.
 */
function FilePreview({
  preview,
  importing,
  onImport,
}: {
  preview: CodesPreview;
  importing: boolean;
  onImport: () => void;
}) {
  const { t } = useTranslation('coupons');
  if (preview.error_count > 0) return <LineErrors preview={preview} />;
  if (preview.good === 0)
    return <StatusMessage kind="error">{t('pool.previewEmpty')}</StatusMessage>;
  return (
    <>
      <StatusMessage kind="info">{t('pool.previewGood', { count: preview.good })}</StatusMessage>
      <button type="button" className="primary" disabled={importing} onClick={onImport}>
        {importing ? t('pool.importing') : t('pool.import', { count: preview.good })}
      </button>
    </>
  );
}

/**
 * A codes file: checked first, line by line (nothing is written); a clean file's codes are then
 * imported with one button. A refused file shows its bad lines and no button; an import clears
 * the file and its check, and says how many codes were added.
 */
function ImportCodes({ couponId }: { couponId: string }) {
  const { t } = useTranslation('coupons');
  const fileId = useId();
  // A new input after an import, so the file imported is no longer shown as chosen.
  const [inputKey, setInputKey] = useState(0);
  const [csv, setCsv] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const preview = usePreviewCodes(couponId);
  const importing = useImportCodes(couponId);
  const refusal = refusalOf(importing.error);

  const importFile = () => {
    if (!csv) return;
    importing.mutate(
      { csv },
      {
        onSuccess: () => {
          preview.reset();
          setCsv(null);
          setInputKey((key) => key + 1);
        },
        // Refused as a whole (the pool changed since the check): its lines replace the check.
        onError: (error) => {
          if (refusalOf(error)) preview.reset();
        },
      },
    );
  };

  return (
    <section className="cat-section-block" aria-labelledby={`${fileId}-title`}>
      <h3 id={`${fileId}-title`}>{t('pool.importTitle')}</h3>
      <Field
        htmlFor={fileId}
        label={t('pool.file')}
        hint={t('pool.importHint')}
        error={tooLarge ? t('pool.tooLarge') : undefined}
      >
        <input
          key={inputKey}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            preview.reset();
            importing.reset();
            setCsv(null);
            setTooLarge(false);
            if (!file) return;
            const text = await file.text();
            if (text.length > CODES_CSV_MAX_CHARS) {
              setTooLarge(true);
              return;
            }
            setCsv(text);
            preview.mutate(text);
          }}
        />
      </Field>
      <div aria-live="polite">
        {preview.isPending ? <p role="status">{t('pool.checking')}</p> : null}
        {preview.data && csv ? (
          <FilePreview
            preview={preview.data}
            importing={importing.isPending}
            onImport={importFile}
          />
        ) : null}
        {importing.isSuccess ? (
          <StatusMessage kind="success">
            {t('pool.imported', { count: importing.data.added })}
          </StatusMessage>
        ) : null}
      </div>
      {preview.isError ? <ErrorMessage error={preview.error} /> : null}
      {refusal ? (
        <>
          <StatusMessage kind="error">{t('pool.refused')}</StatusMessage>
          <LineErrors preview={refusal} />
        </>
      ) : importing.isError ? (
        <ErrorMessage error={importing.error} />
      ) : null}
    </section>
  );
}

function GenerateCodes({ couponId }: { couponId: string }) {
  const { t } = useTranslation('coupons');
  const id = useId();
  const [count, setCount] = useState('100');
  const generate = useGenerateCodes(couponId);
  const number = Number(count);
  const valid = Number.isInteger(number) && number >= 1 && number <= 100_000;
  return (
    <section className="cat-section-block" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('pool.generateTitle')}</h3>
      <form
        className="cat-inline"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) generate.mutate(number);
        }}
      >
        <Field
          htmlFor={id}
          label={t('pool.count')}
          error={valid ? undefined : t('pool.countInvalid')}
        >
          <input
            type="number"
            min={1}
            max={100_000}
            step={1}
            value={count}
            onChange={(event) => {
              setCount(event.target.value);
              generate.reset();
            }}
          />
        </Field>
        <button type="submit" className="primary" disabled={!valid || generate.isPending}>
          {generate.isPending ? t('pool.generating') : t('pool.generate')}
        </button>
      </form>
      {generate.isSuccess ? (
        <StatusMessage kind="success">
          {t('pool.generated', { count: generate.data.added })}
        </StatusMessage>
      ) : null}
      {generate.isError ? <ErrorMessage error={generate.error} /> : null}
    </section>
  );
}

/** A coupon's code pool: the codes counted, and for an editor a CSV import and generated codes. */
export function CodePoolPanel({ couponId, codes }: { couponId: string; codes: CodeCounts }) {
  const { t, i18n } = useTranslation('coupons');
  const operator = useOperator();
  const count = (value: number) => formatPoints(value, i18n.language);
  return (
    <section className="cat-pool" aria-labelledby="code-pool-title">
      <h2 id="code-pool-title">{t('pool.title')}</h2>
      <dl className="cat-counts" aria-label={t('pool.counts')}>
        <div>
          <dt>{t('pool.left')}</dt>
          <dd>{count(codes.free)}</dd>
        </div>
        <div>
          <dt>{t('pool.issued')}</dt>
          <dd>{count(codes.issued)}</dd>
        </div>
        <div>
          <dt>{t('pool.withheld')}</dt>
          <dd>{count(codes.withheld)}</dd>
        </div>
        <div>
          <dt>{t('pool.total')}</dt>
          <dd>{count(codes.total)}</dd>
        </div>
      </dl>
      {operator.can('editor') ? (
        <>
          <ImportCodes couponId={couponId} />
          <GenerateCodes couponId={couponId} />
        </>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  COMMITMENT_FIXED,
  LotteryInput,
  type ConsoleLottery,
  type LotteryInputForm,
} from '@points/contracts';
import {
  FormSection,
  IdField,
  ImageField,
  NumberField,
  SelectField,
  SortOrderField,
  TimesSection,
} from '../../../components/records/form-fields';
import { LanguageTextsSection } from '../../../components/records/language-texts';
import { RecordForm } from '../../../components/records/record-form';
import { RecordPage } from '../../../components/records/record-page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';
import { recordResolver, withoutEmptyTexts } from '../../../lib/record-values';
import { useLottery, useLotteryCampaigns, useSaveLottery } from '../api/lottery-api';
import { DrawPanel } from '../components/draw-panel';
import { emptyPrize, PrizesField } from '../components/prizes-field';

/** Prizes keep only the languages with text, like the lottery's own texts. */
const resolver = recordResolver(LotteryInput, (values) => ({
  ...values,
  prizes: values.prizes.map((prize) => withoutEmptyTexts(prize)),
}));

const TIMES = [
  'entry_from',
  'entry_to',
  'selection_at',
  'result_from',
  'result_to',
  'address_deadline',
] as const;

function formValuesOf(lottery: ConsoleLottery | undefined): LotteryInputForm {
  if (lottery) return { ...lottery.lottery, reason: '' };
  return {
    id: '',
    campaign_id: '',
    sort_order: 0,
    points_per_entry: 50,
    entry_limit: 10,
    entry_from: null as unknown as string,
    entry_to: null as unknown as string,
    selection_at: null as unknown as string,
    result_from: null as unknown as string,
    result_to: null as unknown as string,
    address_deadline: null as unknown as string,
    image: '',
    texts: { en: { name: '', description: '' }, ja: { name: '', description: '' } },
    prizes: [emptyPrize()],
    version: null,
    reason: '',
  };
}

/** What the draw's commitment binds: final once entries have opened. */
const COMMITTED_TIMES = ['entry_from', 'entry_to'];

/** The lottery's campaign, among those there are. */
function CampaignField() {
  const { t } = useTranslation('lotteries');
  const campaigns = useLotteryCampaigns().data ?? [];
  const names = new Map(
    campaigns.map((campaign) => [
      campaign.id,
      campaign.texts.en?.name ?? campaign.texts.ja?.name ?? campaign.id,
    ]),
  );
  return (
    <SelectField
      name="campaign_id"
      label={t('columns.campaign')}
      values={['', ...campaigns.map((campaign) => campaign.id)]}
      labelOf={(id) => names.get(id) ?? '—'}
      errorKey="campaign_id"
    />
  );
}

/**
 * The lottery's fields; once entries have opened (`committed`) the entry period and the prize
 * slots no longer change.
 */
function LotteryFields({ committed }: { committed: boolean }) {
  const { t } = useTranslation('lotteries');
  return (
    <>
      <FormSection legend={t('details')}>
        <IdField />
        <CampaignField />
        <SortOrderField />
        <NumberField name="points_per_entry" errorKey="reward_points" />
        <NumberField name="entry_limit" errorKey="holding_limit" />
        <ImageField errorKey={null} />
      </FormSection>
      <TimesSection
        names={TIMES}
        hints={[t('periodsHint'), committed && t('committedFixed')]}
        fixed={(name) => committed && COMMITTED_TIMES.includes(name)}
      />
      <PrizesField slotsFixed={committed} />
      <LanguageTextsSection fields={[{ name: 'name' }, { name: 'description', multiline: true }]} />
    </>
  );
}

/** A refused save: a committed field in words, any other failure as usual. */
function LotterySaveError({ error }: { error: unknown }) {
  const { t } = useTranslation('lotteries');
  if (error instanceof ConsoleApiError && error.reason === COMMITMENT_FIXED) {
    const field =
      error.body.field === 'prizes' ? t('prizes') : t(`fields.${String(error.body.field)}`);
    return <StatusMessage kind="error">{t('commitmentFixed', { field })}</StatusMessage>;
  }
  return <ErrorMessage error={error} />;
}

function LotteryForm({ lottery }: { lottery: ConsoleLottery | undefined }) {
  const { t } = useTranslation('lotteries');
  const save = useSaveLottery();
  // When the page opened, as the server decides it (a save it must refuse, it refuses in words).
  const [openedAt] = useState(() => Date.now());
  const committed = lottery !== undefined && openedAt >= Date.parse(lottery.lottery.entry_from);
  return (
    <>
      {lottery?.draw ? <p className="field__hint">{t('drawnReadOnly')}</p> : null}
      <RecordForm
        texts="lotteries"
        savedText={t('saved')}
        record={lottery}
        valuesOf={formValuesOf}
        resolver={resolver}
        save={save}
        pathOf={(saved) => `/lotteries/${saved.lottery.id}`}
        locked={Boolean(lottery?.draw)}
        SaveError={LotterySaveError}
      >
        <LotteryFields committed={committed} />
      </RecordForm>
    </>
  );
}

/** A lottery: its form (read-only once drawn), entries, the draw's proof and the winners. */
export function LotteryEditPage() {
  const { t } = useTranslation('lotteries');
  const { id } = useParams();
  const lottery = useLottery(id);
  // The form's campaign list must be there before the form, so its select shows the saved one.
  const campaigns = useLotteryCampaigns();
  return (
    <RecordPage
      id={id}
      query={lottery}
      needs={campaigns}
      title={id ? t('editTitle', { id }) : t('createTitle')}
      actions={<Link to="/lotteries">{t('back')}</Link>}
      savedText={t('saved')}
      versionOf={(loaded) => ({ version: loaded.lottery.version })}
      lead={lottery.data ? <DrawPanel lottery={lottery.data} /> : null}
      form={(loaded) => <LotteryForm lottery={loaded} />}
    />
  );
}

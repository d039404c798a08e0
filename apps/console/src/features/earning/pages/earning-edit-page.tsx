import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_REPEATS,
  EarningCampaignInput,
  LINKED_GAME_RULES,
  type ConsoleEarningCampaign,
  type EarningCampaignInputForm,
} from '@points/contracts';
import {
  BarredCountriesFields,
  CheckboxField,
  FormSection,
  IdField,
  ImageField,
  NumberField,
  SelectField,
  SortOrderField,
  UtcDateTimeField,
} from '../../../components/records/form-fields';
import { LanguageTextsSection } from '../../../components/records/language-texts';
import { RecordForm } from '../../../components/records/record-form';
import { RecordPage } from '../../../components/records/record-page';
import { recordResolver } from '../../../lib/record-values';
import { useCount } from '../../../lib/use-count';
import { useEarningCampaign, useSaveEarningCampaign } from '../api/earning-api';
import { GamesField, GoalFields } from '../components/goal-and-games';
import { PreviewPanel } from '../components/preview-panel';

const resolver = recordResolver(EarningCampaignInput);

const emptyTexts = { name: '', summary: '', description: '', rules: '' };

function formValuesOf(campaign: ConsoleEarningCampaign | undefined): EarningCampaignInputForm {
  if (campaign) {
    const values: Partial<ConsoleEarningCampaign> = { ...campaign };
    delete values.updated_at;
    delete values.counts;
    return { ...(values as EarningCampaignInputForm), reason: '' };
  }
  return {
    id: '',
    kind: 'claim',
    sort_order: 0,
    published: false,
    starts_at: null as unknown as string,
    ends_at: null as unknown as string,
    repeat: 'none',
    barred_account_countries: [],
    barred_game_countries: [],
    linked_rule: 'none',
    linked_games: [],
    reward_points: 100,
    reward_expiry_days: 90,
    goal: null,
    image: '',
    texts: { en: emptyTexts, ja: emptyTexts },
    version: null,
    reason: '',
  };
}

function EarningFields() {
  const { t } = useTranslation('earning');
  return (
    <>
      <FormSection legend={t('details')}>
        <IdField />
        <SelectField
          name="kind"
          label={t('columns.kind')}
          values={CAMPAIGN_KINDS}
          labelOf={(kind) => t(`kinds.${kind}`)}
        />
        <SortOrderField />
        <ImageField />
        <CheckboxField name="published" hint={t('fields.publishedHint')} />
      </FormSection>
      <FormSection legend={t('periodAndReward')}>
        <UtcDateTimeField name="starts_at" errorKey="coupon_valid_from" />
        <UtcDateTimeField name="ends_at" errorKey="valid_to" />
        <SelectField
          name="repeat"
          values={CAMPAIGN_REPEATS}
          labelOf={(repeat) => t(`repeats.${repeat}`)}
        />
        <NumberField name="reward_points" />
        <NumberField name="reward_expiry_days" />
        <GoalFields />
      </FormSection>
      <FormSection legend={t('whoCanTakePart')}>
        <SelectField
          name="linked_rule"
          values={LINKED_GAME_RULES}
          labelOf={(rule) => t(`rules.${rule}`)}
        />
        <GamesField />
        <BarredCountriesFields />
      </FormSection>
      <LanguageTextsSection
        fields={[
          { name: 'name' },
          { name: 'summary', multiline: true },
          { name: 'description', multiline: true },
          { name: 'rules', multiline: true },
        ]}
      />
    </>
  );
}

function EarningForm({ campaign }: { campaign: ConsoleEarningCampaign | undefined }) {
  const { t } = useTranslation('earning');
  const save = useSaveEarningCampaign();
  return (
    <RecordForm
      texts="earning"
      savedText={t('saved')}
      record={campaign}
      valuesOf={formValuesOf}
      resolver={resolver}
      save={save}
      pathOf={(saved) => `/earning/campaigns/${saved.id}`}
      announceCreated
    >
      <EarningFields />
    </RecordForm>
  );
}

/** An earning campaign: its form (publish is its Published box), counts and a preview. */
export function EarningEditPage() {
  const { t } = useTranslation('earning');
  const count = useCount();
  const { id } = useParams();
  const campaign = useEarningCampaign(id);
  return (
    <RecordPage
      id={id}
      query={campaign}
      title={id ? t('editTitle', { id }) : t('createTitle')}
      actions={<Link to="/earning/campaigns">{t('back')}</Link>}
      savedText={t('saved')}
      versionOf={(record) => record}
      lead={
        campaign.data ? (
          <p>
            {t('countsLine', {
              claims: count(campaign.data.counts.claims),
              players: count(campaign.data.counts.players),
              points: count(campaign.data.counts.points),
            })}
          </p>
        ) : null
      }
      form={(record) => <EarningForm campaign={record} />}
    >
      {id && campaign.data ? <PreviewPanel id={id} /> : null}
    </RecordPage>
  );
}

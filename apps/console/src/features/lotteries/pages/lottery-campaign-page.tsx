import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  LotteryCampaignInput,
  type ConsoleLotteryCampaign,
  type LotteryCampaignInputForm,
} from '@points/contracts';
import { Page } from '../../../components/page';
import {
  CheckboxField,
  FormSection,
  IdField,
  ImageField,
  SortOrderField,
} from '../../../components/records/form-fields';
import { LanguageTexts } from '../../../components/records/language-texts';
import { RecordForm } from '../../../components/records/record-form';
import { ErrorMessage } from '../../../components/status-message';
import { recordResolver } from '../../../lib/record-values';
import { useLotteryCampaigns, useSaveLotteryCampaign } from '../api/lottery-api';

const resolver = recordResolver(LotteryCampaignInput);

const formValuesOf = (campaign: ConsoleLotteryCampaign | undefined): LotteryCampaignInputForm =>
  campaign
    ? {
        id: campaign.id,
        sort_order: campaign.sort_order,
        published: campaign.published,
        image: campaign.image,
        texts: campaign.texts,
        version: campaign.version,
        reason: '',
      }
    : {
        id: '',
        sort_order: 0,
        published: false,
        image: '',
        texts: { en: { name: '', description: '' }, ja: { name: '', description: '' } },
        version: null,
        reason: '',
      };

function CampaignForm({ campaign }: { campaign: ConsoleLotteryCampaign | undefined }) {
  const { t } = useTranslation('lotteries');
  const save = useSaveLotteryCampaign();
  return (
    <RecordForm
      texts="lotteries"
      savedText={t('saved')}
      record={campaign}
      valuesOf={formValuesOf}
      resolver={resolver}
      save={save}
      pathOf={(saved) => `/lotteries/campaigns/${saved.id}`}
    >
      <FormSection
        legend={t('campaignDetails')}
        after={
          <LanguageTexts fields={[{ name: 'name' }, { name: 'description', multiline: true }]} />
        }
      >
        <IdField />
        <SortOrderField />
        <ImageField />
        <CheckboxField name="published" />
      </FormSection>
    </RecordForm>
  );
}

/** A lottery campaign: what players see above its lotteries, and whether it is published. */
export function LotteryCampaignPage() {
  const { t } = useTranslation('lotteries');
  const { id } = useParams();
  const campaigns = useLotteryCampaigns();
  const campaign = id ? campaigns.data?.find((c) => c.id === id) : undefined;
  const title = id ? t('editCampaignTitle', { id }) : t('newCampaign');
  return (
    <Page title={title} actions={<Link to="/lotteries">{t('back')}</Link>}>
      {campaigns.isError ? <ErrorMessage error={campaigns.error} /> : null}
      {!id || campaign ? <CampaignForm key={id ?? 'new'} campaign={campaign} /> : null}
      {id && campaigns.data && !campaign ? <ErrorMessage error={new Error('404')} /> : null}
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormProvider, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LotteryCampaignInput,
  type ConsoleLotteryCampaign,
  type LotteryCampaignInputForm,
} from '@points/contracts';
import { Field } from '../../../components/field';
import { Page } from '../../../components/page';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { useOperator } from '../../../lib/session';
import { useRecordForm } from '../../../lib/use-record-form';
import { useLotteryCampaigns, useSaveLotteryCampaign } from '../api/lottery-api';
import {
  IdField,
  ReasonAndSave,
  SortOrderField,
  useFieldError,
  withoutEmptyReason,
  withoutEmptyTexts,
} from '../components/form-fields';
import { LanguageTexts } from '../components/language-texts';

const baseResolver = zodResolver(LotteryCampaignInput);
const resolver: typeof baseResolver = (values, context, options) =>
  baseResolver(withoutEmptyReason(withoutEmptyTexts(values)), context, options);

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

function Fields({
  readOnly,
  creating,
  saving,
  onSubmit,
}: {
  readOnly: boolean;
  creating: boolean;
  saving: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const error = useFieldError();
  const { register } = useFormContext<LotteryCampaignInputForm>();
  return (
    <form className="form cat-form" noValidate onSubmit={onSubmit}>
      <fieldset disabled={readOnly} className="cat-section">
        <legend>{t('lottery.campaignDetails')}</legend>
        <div className="cat-grid">
          <IdField idPrefix="lottery-campaign" creating={creating} />
          <SortOrderField idPrefix="lottery-campaign" />
          <Field
            htmlFor="lottery-campaign-image"
            label={t('fields.image')}
            error={error('image', 'image')}
          >
            <input type="text" {...register('image')} />
          </Field>
          <div className="field cat-check">
            <label>
              <input type="checkbox" {...register('published')} /> {t('earning.fields.published')}
            </label>
          </div>
        </div>
        <LanguageTexts
          idPrefix="lottery-campaign-text"
          disabled={readOnly}
          fields={[{ name: 'name' }, { name: 'description', multiline: true }]}
        />
      </fieldset>
      {readOnly ? null : <ReasonAndSave idPrefix="lottery-campaign" saving={saving} />}
    </form>
  );
}

function CampaignForm({ campaign }: { campaign: ConsoleLotteryCampaign | undefined }) {
  const { t } = useTranslation('catalogue');
  const operator = useOperator();
  const save = useSaveLotteryCampaign();
  const { form, onSubmit } = useRecordForm({
    record: campaign,
    valuesOf: formValuesOf,
    resolver,
    save,
    pathOf: (saved) => `/lotteries/campaigns/${saved.id}`,
  });
  return (
    <FormProvider {...form}>
      <Fields
        readOnly={!operator.can('editor')}
        creating={!campaign}
        saving={save.isPending}
        onSubmit={onSubmit}
      />
      {save.isSuccess ? <StatusMessage kind="success">{t('lottery.saved')}</StatusMessage> : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
    </FormProvider>
  );
}

/** A lottery campaign: what players see above its lotteries, and whether it is published. */
export function LotteryCampaignPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const campaigns = useLotteryCampaigns();
  const campaign = id ? campaigns.data?.find((c) => c.id === id) : undefined;
  const title = id ? t('lottery.editCampaignTitle', { id }) : t('lottery.newCampaign');
  return (
    <Page title={title} actions={<Link to="/lotteries">{t('lottery.back')}</Link>}>
      {campaigns.isError ? <ErrorMessage error={campaigns.error} /> : null}
      {!id || campaign ? <CampaignForm key={id ?? 'new'} campaign={campaign} /> : null}
      {id && campaigns.data && !campaign ? <ErrorMessage error={new Error('404')} /> : null}
    </Page>
  );
}

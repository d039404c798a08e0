import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES } from '@points/contracts';
import { ErrorMessage } from '../../../components/status-message';
import { useEarningPreview } from '../api/earning-api';

/** The campaign as one player would see it now: state, reason and what to link. */
export function PreviewPanel({ id }: { id: string }) {
  const { t } = useTranslation('earning');
  const [player, setPlayer] = useState('');
  const [lang, setLang] = useState('en');
  const preview = useEarningPreview(id, player, lang);
  const view = preview.data?.campaign;
  return (
    <section className="cat-section-block" aria-labelledby="earning-preview">
      <h2 id="earning-preview">{t('preview.title')}</h2>
      <p className="field__hint">{t('preview.hint')}</p>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setPlayer(String(data.get('player') ?? '').trim());
          setLang(String(data.get('lang') ?? 'en'));
        }}
      >
        <label>
          <span>{t('preview.player')}</span>
          <input name="player" type="search" autoComplete="off" />
        </label>
        <label>
          <span>{t('preview.language')}</span>
          <select name="lang" defaultValue="en">
            <option value="en">English</option>
            <option value="ja">日本語</option>
          </select>
        </label>
        <div className="filters__actions">
          <button type="submit" className="primary">
            {t('preview.show')}
          </button>
        </div>
      </form>
      {preview.isError ? <ErrorMessage error={preview.error} /> : null}
      {view && preview.data ? (
        <dl className="cat-facts" aria-live="polite">
          <dt>{t('preview.as')}</dt>
          <dd>
            {preview.data.player.nickname} ({preview.data.player.country})
          </dd>
          <dt>{t('preview.state')}</dt>
          <dd>
            {t(`states.${view.state}`)}
            {view.reason ? ` · ${t(`reasons.${view.reason}`)}` : ''}
          </dd>
          {view.missing_games.length > 0 ? (
            <>
              <dt>{t('preview.missing')}</dt>
              <dd>
                {view.missing_games.map((game) => GAMES[game].name).join(', ')} (
                {t('preview.stillNeeded', { count: view.still_needed })})
              </dd>
            </>
          ) : null}
          {view.progress ? (
            <>
              <dt>{t('preview.progress')}</dt>
              <dd>
                {view.progress.value} / {view.progress.target}
              </dd>
            </>
          ) : null}
          <dt>{t('preview.name')}</dt>
          <dd>{view.name}</dd>
        </dl>
      ) : null}
    </section>
  );
}

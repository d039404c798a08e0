import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@points/contracts/constants';
import { Modal } from '../../components/modal';
import { chooseLanguage, currentLanguage } from '../../lib/i18n';
import { htmlLang } from '../../lib/language';
import { LANGUAGE_NAMES } from '../../lib/languages';
import './language-dialog.css';

/** The language dialog (SPEC.md §2): the 17 languages; the choice is kept under `lang`. */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Modal open={open} onClose={onClose} title={t('language.title')} className="language-dialog">
      <ul className="language-list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="language-list__item"
              lang={htmlLang(language)}
              aria-current={language === current ? 'true' : undefined}
              onClick={async () => {
                await chooseLanguage(language);
                onClose();
              }}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

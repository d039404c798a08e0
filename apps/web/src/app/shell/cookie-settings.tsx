import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@points/contracts/constants';
import { NoticeDialog } from '../../components/modal';
import './cookie-settings.css';

/** What the site keeps in the browser, and why: all of it is needed for the site to work. */
export function CookieSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [STORAGE_KEYS.tokenCookie, t('cookies.token')],
    [STORAGE_KEYS.userInfoCookie, t('cookies.userInfo')],
    [STORAGE_KEYS.overloadCookie, t('cookies.overload')],
    [STORAGE_KEYS.lang, t('cookies.lang')],
    [`${STORAGE_KEYS.oauthState}, ${STORAGE_KEYS.oauthNonce}`, t('cookies.oauth')],
  ];
  return (
    <NoticeDialog open={open} onClose={onClose} title={t('cookies.title')}>
      <p>{t('cookies.intro')}</p>
      <table className="cookie-table">
        <caption className="visually-hidden">{t('cookies.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.name')}</th>
            <th scope="col">{t('cookies.purpose')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, purpose]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('cookies.noTracking')}</p>
    </NoticeDialog>
  );
}

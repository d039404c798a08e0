import type { Popup, PopupType } from '@points/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link';
import { Modal } from '../../components/modal';
import { RichText } from '../../components/rich-text';
import { usePopup, useMarkPopupSeen } from '../../lib/content-api';
import { thumbnailFor } from '../../lib/content-rules';
import { formatEnd, formatStart } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import './home-popup.css';

/** What the popup's button says, by its type (SPEC.md §4). */
const BUTTON_KEY: Record<PopupType, string> = {
  1: 'content.popupButton.news',
  2: 'content.popupButton.campaign',
  3: 'content.popupButton.item',
  4: 'content.popupButton.coupon',
  5: 'content.popupButton.campaign',
  6: 'content.popupButton.campaign',
};

/** Types 1, 3 and 4 (news, an item, a coupon) have no validity period to show. */
const HIDES_VALIDITY = new Set<PopupType>([1, 3, 4]);

export function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const text = popup.popup_languages[0];
  const thumbnail = thumbnailFor(
    language,
    popup.popup_thumbnail_path_url_jp,
    popup.popup_thumbnail_path_url_en,
  );
  const [open, setOpen] = useState(true);
  const close = useCallback(() => {
    setOpen(false);
    onClose();
  }, [onClose]);
  return (
    <Modal open={open} onClose={close} title={text?.title ?? ''} className="popup">
      {thumbnail && (
        <img className="popup__image" src={thumbnail} alt="" width={640} height={360} />
      )}
      {text?.body && <RichText blocks={text.body} />}
      {!HIDES_VALIDITY.has(popup.popup_type) && (
        <p className="popup__validity">
          {popup.popup_show_end_datetime
            ? t('content.validity', {
                from: formatStart(popup.popup_show_start_datetime, language),
                to: formatEnd(popup.popup_show_end_datetime, language),
              })
            : t('content.validityOpen', {
                from: formatStart(popup.popup_show_start_datetime, language),
              })}
        </p>
      )}
      <div className="modal__actions">
        {popup.popup_show_button === 1 &&
          popup.popup_detail_url_flag === 1 &&
          popup.popup_detail_url && (
            <ExternalLink className="button button--primary" href={popup.popup_detail_url}>
              {t(BUTTON_KEY[popup.popup_type])}
            </ExternalLink>
          )}
        <button type="button" className="button button--ghost" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The home popup for signed-in players (SPEC.md §2, §4): the newest one they have not seen;
 * closing it records it as seen, so it shows once, and the next one (if any) comes on the next
 * visit to the home page.
 */
export function HomePopup() {
  const language = currentLanguage();
  const { data: popup } = usePopup(language);
  const markSeen = useMarkPopupSeen();
  const [closed, setClosed] = useState<string | null>(null);
  const onClose = useCallback(() => {
    if (!popup) return;
    setClosed(popup.reason_id);
    markSeen.mutate(popup.reason_id);
  }, [popup, markSeen]);
  if (!popup || closed === popup.reason_id) return null;
  return <PopupDialog key={popup.reason_id} popup={popup} onClose={onClose} />;
}

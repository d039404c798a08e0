import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message';

/** The platform's barcode reader (Shape Detection API), where the browser has one. */
interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeReaderClass = new (options: { formats: string[] }) => BarcodeReader;

/** Whether this browser can read QR codes from the camera. */
export function canScanCodes(): boolean {
  return (
    typeof window !== 'undefined' &&
    'BarcodeDetector' in window &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

const SCAN_EVERY_MS = 250;

/**
 * The back camera's picture, read for a QR code a few times a second with the platform's
 * BarcodeDetector; the first code read is handed to `onCode`, and the camera stops when the
 * scanner closes.
 */
export function TicketScanner({ onCode }: { onCode: (value: string) => void }) {
  const { t } = useTranslation('festivals');
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const Reader = (window as unknown as { BarcodeDetector: BarcodeReaderClass }).BarcodeDetector;
    const reader = new Reader({ formats: ['qr_code'] });
    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await reader.detect(video.current);
        if (code?.rawValue && !stopped) {
          handler.current(code.rawValue);
          return;
        }
      } catch {
        // A frame not ready yet: try the next one.
      }
      timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (!video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (failed) return <StatusMessage kind="error">{t('checkin.cameraFailed')}</StatusMessage>;
  return (
    <figure className="fest-scanner">
      <video ref={video} muted playsInline aria-label={t('checkin.camera')} />
      <figcaption className="field__hint">{t('checkin.scanHint')}</figcaption>
    </figure>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityApi } from '@wardline/contract';
import { afterPageLoad } from '@/lib/after-page-load';
import { ApiError, callApi } from '@/lib/api-client';
import { useToast } from '@/components/toast';

type ImageCode = { photo: string; code: string };

export type Captcha = {
  /** The image as a data URL, or null while none is loaded. */
  photo: string | null;
  /** The token the answer is checked against (the payloads' `code`). */
  token: string;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
};

/** Only an inline raster image (the server draws a JPEG) is shown; anything else from the wire, SVG included, is dropped. */
const SAFE_IMAGE = /^data:image\/(jpeg|png);base64,/;

/**
 * The image captcha of a form: one is fetched on mount (with `afterLoad`, once the page has
 * loaded: a first visit's form paints without waiting on the server's drawing) and on every
 * `refresh`. Tokens are single use, so this is deliberately not a cached query (a language
 * switch, which refetches every query, must not swap the image under a half-typed answer).
 */
export function useCaptcha({ afterLoad = false }: { afterLoad?: boolean } = {}): Captcha {
  const { t } = useTranslation('verification');
  const message = useToast();
  const [image, setImage] = useState<ImageCode | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setLoading(true);
    callApi(identityApi.imageCode, {})
      .then((ret) => {
        if (request !== latest.current) return;
        setImage(SAFE_IMAGE.test(ret.photo) ? ret : { photo: '', code: ret.code });
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (request !== latest.current) return;
        setImage(null);
        setFailed(true);
        void message.error(error instanceof ApiError && error.message ? error.message : t('captchaFailed'));
      })
      .finally(() => {
        if (request === latest.current) setLoading(false);
      });
  }, [message, t]);

  useEffect(() => {
    if (afterLoad) return afterPageLoad(refresh);
    refresh();
    // Only on mount: `refresh` changes with the language, which must not fetch a new image.
  }, []);

  return { photo: image?.photo || null, token: image?.code ?? '', loading, failed, refresh };
}

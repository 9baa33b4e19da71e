import { useEffect, useState } from 'react';
import { API_BASE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { getSessionValue } from '@/lib/session';

export type PrivateImage = { state: 'loading' } | { state: 'error' } | { state: 'ready'; url: string; type: string };

/**
 * A certification document: fetched with the staff token (an <img src> cannot send it),
 * shown through an object URL that is revoked when the viewer closes, so no copy of an
 * ID card outlives the page.
 */
export function usePrivateImage(ref: string): PrivateImage {
  const [image, setImage] = useState<PrivateImage>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setImage({ state: 'loading' });
    const token = getSessionValue('jwtToken');
    fetch(`${API_BASE}${paths.privateFile}?ref=${encodeURIComponent(ref)}`, {
      headers: token ? { Authorization: token } : {},
      signal: controller.signal,
      cache: 'no-store',
    })
      .then(async (res) => {
        const type = res.headers.get('content-type') ?? '';
        // Only images are ever shown; anything else (an error envelope, a PDF) is not rendered.
        if (!res.ok || !/^image\/(png|jpeg)$/.test(type)) throw new Error(String(res.status));
        url = URL.createObjectURL(await res.blob());
        setImage({ state: 'ready', url, type });
      })
      .catch(() => {
        if (!controller.signal.aborted) setImage({ state: 'error' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [ref]);
  return image;
}

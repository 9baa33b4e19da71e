import { useEffect, useState } from 'react';
import { fetchPrivateImage } from '@/lib/uploads';

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
    fetchPrivateImage(ref, controller.signal)
      .then((blob) => {
        // Only images are ever shown; anything else (an error envelope, a PDF) is not rendered.
        if (!blob) throw new Error('not an image');
        url = URL.createObjectURL(blob);
        setImage({ state: 'ready', url, type: blob.type });
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

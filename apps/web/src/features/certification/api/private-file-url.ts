import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchPrivateImage } from '@/lib/uploads';

/** An object URL of one of the user's private files (or null while loading or when it cannot be read), revoked when no longer shown. */
export function usePrivateFileUrl(ref: string | undefined): string | null {
  const { data: blob } = useQuery({
    queryKey: ['certification', 'private-file', ref],
    queryFn: ({ signal }) => fetchPrivateImage(ref!, signal),
    enabled: Boolean(ref),
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

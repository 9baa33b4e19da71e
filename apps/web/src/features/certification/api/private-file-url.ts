import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { getSessionValue } from '@/lib/session';

/**
 * The bytes of one of the user's private files as an object URL. An <img> cannot send
 * the Authorization header, so the file is fetched with the token and shown from a blob;
 * the token never goes into a URL.
 */
async function fetchPrivateFile(ref: string, signal: AbortSignal): Promise<Blob | null> {
  const token = getSessionValue('jwtToken');
  const res = await fetch(`${API_BASE}${paths.privateFile}?ref=${encodeURIComponent(ref)}`, { headers: token ? { Authorization: token } : {}, signal });
  return res.ok ? res.blob() : null;
}

/** An object URL of a private file (or null while loading or when it cannot be read), revoked when no longer shown. */
export function usePrivateFileUrl(ref: string | undefined): string | null {
  const { data: blob } = useQuery({
    queryKey: ['certification', 'private-file', ref],
    queryFn: ({ signal }) => fetchPrivateFile(ref!, signal),
    enabled: Boolean(ref),
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

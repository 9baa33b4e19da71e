/**
 * Why the app signed someone out, kept across the reload that follows (sessionStorage,
 * this tab only) and shown once by the shell. Empty text means "the session ended".
 */
const KEY = 'wardline:signed-out';

export function rememberSignedOutNotice(message: string): void {
  sessionStorage.setItem(KEY, message);
}

export function takeSignedOutNotice(): string | null {
  const message = sessionStorage.getItem(KEY);
  if (message !== null) sessionStorage.removeItem(KEY);
  return message;
}

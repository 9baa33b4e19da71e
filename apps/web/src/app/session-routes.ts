/** Routes that need a session (spec 000 §2, 001 §2, 002 §2); a visitor is sent to `/`. */
const SESSION_REQUIRED: RegExp[] = [
  /^\/projectPage\/detail\/[^/]+$/,
  /^\/bugPage\/detail\/[^/]+$/,
  /^\/userCenter(\/.*)?$/,
  /^\/commitBug$/,
  /^\/company\/publishProject$/,
  /^\/company\/editProject$/,
  /^\/register\/trustedAuthentication$/,
  /^\/hackerservice\/hacker-team$/,
  /^\/admin(\/.*)?$/,
];

export function requiresSession(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SESSION_REQUIRED.some((re) => re.test(path));
}

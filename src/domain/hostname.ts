// The hostname rule of spec §5: an IPv4 address is used as is, a name is cut to its registrable domain.

const IPV4_PART = /^\d{1,3}$/;

/** True for four dot-separated numeric parts, each 0-255. */
export function isIPv4(hostname: string): boolean {
  const parts = hostname.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part) && Number(part) <= 255);
}

/** The domain to use for a hostname: an IPv4 address as is, otherwise its last two dot-separated parts. */
export function registrableDomain(hostname: string): string {
  return isIPv4(hostname) ? hostname : hostname.split('.').slice(-2).join('.');
}

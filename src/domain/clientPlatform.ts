// The client platform a call names (spec §3 "Client platform codes: web pc 0, android 2, ios 3"): a phone's
// browser says its system, anything else is the web PC client. Used by the banner query's plat (spec §7).
import { ClientPlatform } from './enums';

/** The platform code of a browser from its user agent: iOS (iPhone, iPad, iPod), Android, else web PC. */
export function clientPlatformOf(userAgent: string): (typeof ClientPlatform)[keyof typeof ClientPlatform] {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return ClientPlatform.Ios;
  if (/Android/i.test(userAgent)) return ClientPlatform.Android;
  return ClientPlatform.WebPc;
}

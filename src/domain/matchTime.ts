// The match time display of spec §9 without a date library, so an element that only shows times
// (goal notifications, list rows) does not download dayjs.
import { MATCH_TIME_FORMAT, MATCH_TIME_FORMAT_RTL } from './constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** Match time in local time as MM-DD HH:mm, or DD-MM HH:mm for the Arabic (SAU) language. */
export function formatMatchTime(time: number | Date, language: string): string {
  const d = new Date(time);
  const parts: Record<string, string> = {
    MM: pad(d.getMonth() + 1),
    DD: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
  };
  return (language === 'SAU' ? MATCH_TIME_FORMAT_RTL : MATCH_TIME_FORMAT).replace(
    /MM|DD|HH|mm/g,
    (token) => parts[token],
  );
}

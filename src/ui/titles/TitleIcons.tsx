// Title and VIP level icons (spec §6: "user title levels and VIP levels appear as icons only"): a small badge per
// title, its name (in the user's language, from the titles namespace) as the icon's accessible name and tooltip.
import type { UserTitle } from '../../domain/titles';
import { TitleType, titleIcons } from '../../domain/titles';
import { useT } from '../i18n';
import { viewCssRef } from '../viewCss';
import css from './titles.css?inline';

/** Adopts the titles' rules into the shadow root of the element it is set on. */
export const adoptTitleCss = viewCssRef(css);

/** The accessible name of a title: "Expert" or "VIP 3". */
export function useTitleName(): (title: Pick<UserTitle, 'type' | 'level'>) => string {
  const { t } = useT(['titles']);
  return (title) =>
    title.type === TitleType.Vip
      ? t('titles:vip', { level: title.level })
      : t(`titles:level.${Math.min(Math.max(title.level, 1), 4)}`);
}

/** One badge: a shield for a level title, a diamond for a VIP level, coloured by level. */
export function TitleIcon({ title }: { title: Pick<UserTitle, 'type' | 'level'> }) {
  const name = useTitleName()(title);
  const vip = title.type === TitleType.Vip;
  return (
    <span
      ref={adoptTitleCss}
      className="sport-title-icon"
      data-kind={vip ? 'vip' : 'level'}
      data-level={Math.min(title.level, 5)}
      // The number is drawn by CSS (::after), not as text: a button showing these icons is named by what it does
      // ("My titles"), and text digits in it would be visible text missing from that name (WCAG 2.5.3).
      data-number={title.level}
      role="img"
      aria-label={name}
      title={name}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {vip ? <path d="M8 1 15 6 8 15 1 6Z" /> : <path d="M8 1 14 3.5V8c0 3.5-2.6 6-6 7-3.4-1-6-3.5-6-7V3.5Z" />}
      </svg>
    </span>
  );
}

/** The icons of a user's titles, one per type (level title first), or nothing. */
export function TitleIcons({ titles }: { titles?: readonly Pick<UserTitle, 'type' | 'level' | 'titleId'>[] }) {
  if (!titles?.length) return null;
  return (
    <span className="sport-title-icons">
      {titleIcons(titles).map((title) => (
        <TitleIcon key={title.titleId} title={title} />
      ))}
    </span>
  );
}

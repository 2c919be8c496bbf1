// A pick's side named in words, in the bettor's language, wherever a pick shows (issue 28 item 1): "Fulham to win",
// "Draw", "Newcastle United -0.25", "Over 2.5"; its line isolated left to right. Texts in the common namespace.
import type { TFunction } from 'i18next';
import { pickSide, type PickSideInput } from '../domain/optionName';
import { useT } from './i18n';
import { Num } from './Num';

/** The side as a plain string (toasts, labels). */
export function pickSideText(t: TFunction, p: PickSideInput): string {
  const side = pickSide(p);
  switch (side.kind) {
    case 'toWin':
      return t('common:pick.toWin', { team: side.team });
    case 'draw':
      return t('common:pick.draw');
    case 'line':
      return `${side.team} ${side.line}`;
    default:
      return side.line ? `${side.text} ${side.line}` : side.text;
  }
}

/** The side as markup: the team's words, the line as an isolated number. */
export function PickText({ pick }: { pick: PickSideInput }) {
  const { t } = useT();
  const side = pickSide(pick);
  const words =
    side.kind === 'toWin'
      ? t('common:pick.toWin', { team: side.team })
      : side.kind === 'draw'
        ? t('common:pick.draw')
        : null;
  return (
    <span className="pick-side" data-field="pick-side">
      {words ??
        (side.kind === 'line' ? (
          <>
            <bdi>{side.team}</bdi> <Num>{side.line}</Num>
          </>
        ) : side.kind === 'plain' ? (
          <>
            {side.text}
            {side.line && (
              <>
                {' '}
                <Num>{side.line}</Num>
              </>
            )}
          </>
        ) : null)}
    </span>
  );
}

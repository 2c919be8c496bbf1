// Reserved (scheduled) bets, spec §4: the form opens on one pick with the target-odds range from the reserve
// info and the stake limits from the server, validates, and creates the reserve once (its own client reference).
import Decimal from 'decimal.js';
import { isApiError } from '../../api/errors';
import { OddsType } from '../../domain/enums';
import { toEuropean } from '../../domain/odds';
import { formatOdds, priceFormat } from '../../domain/oddsDisplay';
import { getRuntime } from '../../runtime/runtime';
import { effectiveMinStake, validateStake } from '../../domain/stake';
import { newClientRef } from './refs';
import { refusalMessage } from '../../domain/betRules';
import { reserveForm, type ReserveFormState } from './reserveForm';
import { betCurrency, notify } from './betState';
import { bettingApi } from '../page/bettingApi';
import { session } from '../session/session';
import { requireLogin } from '../session/tracking';
import type { PickInfo } from '../../domain/slip';
import type { Money } from '../../domain/types';

export { closeReserve, reserveForm, type ReserveFormState } from './reserveForm';

/** Opens the form on a pick and loads its reserve info and limits. */
export async function openReserve(pick: PickInfo, source?: EventTarget): Promise<void> {
  if (!requireLogin('reserve-bet', source)) return;
  const form = reserveForm();
  Object.assign(form, {
    pick: { ...pick },
    loading: true,
    message: null,
    target: '',
    stake: '',
    limit: null,
    clientRef: newClientRef(),
  });
  const currencyId = betCurrency();
  // The bet parameters are the pick's own; the market's limit only fills what they leave out.
  const limit = bettingApi()
    .reserveLimit(pick.matchId, pick.marketId, currencyId)
    .catch(() => null);
  try {
    const info = await bettingApi().reserveParams({
      marketId: pick.marketId,
      optionType: pick.type,
      matchId: pick.matchId,
      currencyId,
    });
    const market = await limit;
    const positive = (value: Money | undefined) => (value !== undefined && Number(value) > 0 ? value : undefined);
    Object.assign(form, {
      currentOdds: info.currentOdds,
      minOdds: info.minOdds ?? info.currentOdds,
      maxOdds: info.maxOdds ?? Number(positive(market?.maxOdds) ?? 0),
      limit: {
        maxOdds: String(info.maxOdds ?? market?.maxOdds ?? '0'),
        minStake: positive(info.minStake) ?? market?.minStake ?? '0',
        maxStake: positive(info.maxStake) ?? market?.maxStake ?? '0',
      },
      target: formatOdds(info.minOdds ?? info.currentOdds, oddsFormat(pick.line)),
    });
  } catch (error) {
    form.message = {
      key: isApiError(error)
        ? (refusalMessage(error.code, error.serverMessage) ?? error.messageKey)
        : 'errors:loadFailed',
    };
  } finally {
    form.loading = false;
  }
}

/** The format the reserve form shows and reads prices in: the user's for a line market, else European. */
const oddsFormat = (line: string | undefined) => priceFormat(getRuntime().config.get().oddsFormat, line);

/** The target typed in the user's odds format, as European odds; NaN when it is not a price. */
export function europeanTarget(target: string, format: OddsType): number {
  const text = target.trim();
  return text !== '' && Number.isFinite(Number(text)) ? toEuropean(text, format).toNumber() : NaN;
}

/** The form's first broken rule: target odds outside (current, max], or the stake's message; null when valid. */
export function reserveProblem(
  form: Pick<ReserveFormState, 'target' | 'stake' | 'currentOdds' | 'maxOdds' | 'limit'>,
  coin: string,
  format: OddsType = OddsType.Europe,
) {
  const target = europeanTarget(form.target, format);
  if (!Number.isFinite(target) || target <= form.currentOdds || (form.maxOdds > 0 && target > form.maxOdds)) {
    return {
      key: 'slip:reserve.targetInvalid',
      values: { current: formatOdds(form.currentOdds, format), max: formatOdds(form.maxOdds, format) },
    };
  }
  const limits = { min: effectiveMinStake(form.limit?.minStake ?? 0, coin), max: form.limit?.maxStake ?? 0 };
  const stakeMessage = validateStake(form.stake, limits);
  return stakeMessage ? { key: stakeMessage } : null;
}

/** Creates the reserve; its message uses the odds the server recorded (spec §5: reserve messages use reserve info odds). */
export async function createReserve(): Promise<boolean> {
  const form = reserveForm();
  const pick = form.pick;
  if (!pick || form.sending) return false;
  const format = oddsFormat(pick.line);
  const problem = reserveProblem(form, betCurrency(), format);
  form.message = problem;
  if (problem) return false;
  form.sending = true;
  try {
    const answer = await bettingApi().reserveBet({
      clientRef: form.clientRef,
      unitStake: new Decimal(form.stake.trim()).toFixed(2),
      oddsChange: session().settings.accept,
      legs: [
        {
          marketId: pick.marketId,
          odds: europeanTarget(form.target, format),
          optionType: pick.type,
          oddsFormat: OddsType.Europe,
        },
      ],
      currencyId: betCurrency(),
    });
    notify({
      kind: 'success',
      title: 'slip:reserve.created',
      content: {
        key: 'slip:reserve.createdAt',
        values: {
          odds: formatOdds(answer.optionOdd, format),
          league: pick.league,
          stake: new Decimal(form.stake.trim()).toFixed(2),
        },
        pick: { type: pick.type, optionName: pick.optionName, home: pick.home, away: pick.away, line: pick.line },
      },
    });
    form.pick = null;
    return true;
  } catch (error) {
    const key = isApiError(error)
      ? (refusalMessage(error.code, error.serverMessage) ?? error.messageKey)
      : 'errors:placeBetFailed';
    form.message = { key };
    notify({ kind: 'error', title: 'errors:placeBetFailed', content: { key } });
    return false;
  } finally {
    form.sending = false;
  }
}

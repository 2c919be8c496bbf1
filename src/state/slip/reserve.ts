// Reserved (scheduled) bets, spec §4: the form opens on one pick with the target-odds range from the reserve
// info and the stake limits from the server, validates, and creates the reserve once (its own client reference).
import Decimal from 'decimal.js';
import { isApiError } from '../../api/errors';
import { OddsType } from '../../domain/enums';
import { effectiveMinStake, validateStake } from '../../domain/stake';
import { newClientRef } from './refs';
import { refusalMessage } from '../../domain/betRules';
import { reserveForm, type ReserveFormState } from './reserveForm';
import { betCurrency, notify } from './betState';
import { bettingApi } from '../page/bettingApi';
import { session } from '../session/session';
import { requireLogin } from '../session/tracking';
import type { PickInfo } from '../../domain/slip';

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
  try {
    const [info, limit] = await Promise.all([
      bettingApi().reserveParams({ marketId: pick.marketId, optionType: pick.type, matchId: pick.matchId, currencyId }),
      bettingApi().reserveLimit(pick.matchId, pick.marketId, currencyId),
    ]);
    const maxOdds = Number(limit.maxOdds) > 0 ? Number(limit.maxOdds) : (info.maxOdds ?? 0);
    Object.assign(form, {
      currentOdds: info.currentOdds,
      minOdds: info.minOdds ?? info.currentOdds,
      maxOdds,
      limit,
      target: String(info.minOdds ?? info.currentOdds),
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

/** The form's first broken rule: target odds outside (current, max], or the stake's message; null when valid. */
export function reserveProblem(
  form: Pick<ReserveFormState, 'target' | 'stake' | 'currentOdds' | 'maxOdds' | 'limit'>,
  coin: string,
) {
  const target = Number(form.target);
  if (!Number.isFinite(target) || target <= form.currentOdds || (form.maxOdds > 0 && target > form.maxOdds)) {
    return {
      key: 'slip:reserve.targetInvalid',
      values: { current: form.currentOdds.toFixed(2), max: form.maxOdds.toFixed(2) },
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
  const problem = reserveProblem(form, betCurrency());
  form.message = problem;
  if (problem) return false;
  form.sending = true;
  try {
    const answer = await bettingApi().reserveBet({
      clientRef: form.clientRef,
      unitStake: new Decimal(form.stake.trim()).toFixed(2),
      oddsChange: session().settings.accept,
      legs: [
        { marketId: pick.marketId, odds: Number(form.target), optionType: pick.type, oddsFormat: OddsType.Europe },
      ],
      currencyId: betCurrency(),
    });
    notify({
      kind: 'success',
      title: 'slip:reserve.created',
      content: { key: 'slip:reserve.createdAt', values: { odds: answer.optionOdd.toFixed(2), league: pick.league } },
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

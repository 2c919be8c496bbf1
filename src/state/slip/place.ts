// The place button: composes the slip's bet (money with decimal.js, so this loads with the slip's entries,
// not at start), builds its submission and sends it through send.ts (saved first, locked, reconciled).
import { snapshot } from 'valtio/vanilla';
import type { BetLeg } from '../../api/endpoints/betting';
import { isApiError } from '../../api/errors';
import { OddsType } from '../../domain/enums';
import { composeSnapshot, type ComposedBet } from '../../domain/betCompose';
import { readSubmission, type Submission, type SubmittedPick } from './ledger';
import { adoptPlaced, send, wasSentHere } from './send';
import { draftRef, forgetDraft, withDraftLock } from './refs';
import { refusalMessage, SAME_BET_WINDOW_MS } from '../../domain/betRules';
import { betCurrency, betState, notify } from './betState';
import { getRuntime } from '../../runtime/runtime';
import { session } from '../session/session';
import { requireLogin } from '../session/tracking';
import { slipSelections } from './selections';
import { acceptPickedOdds } from './edits';
import { parlaySource, thirdRemarkOf } from '../../domain/betSource';
import { hasStake } from '../../domain/stake';

/** The bet the slip stands for now. */
export function currentBet(): ComposedBet {
  const currency = betCurrency();
  const balance = session().user?.balances.find((b) => b.coinCode === currency)?.balance;
  return composeSnapshot(
    snapshot(slipSelections()),
    snapshot(betState()),
    session().settings.accept,
    currency,
    balance,
  );
}

/** Takes the current odds of the legs whose change the accept mode refused (the user accepted them). */
export function acceptOddsChanges(): void {
  // A refusal for moved odds is answered by accepting them: it leaves the slip.
  betState().failure = null;
  for (const change of currentBet().changes) acceptPickedOdds(change.matchId, change.current);
}

/** Builds the submission of a composed bet (a fresh reference per placement, one per bet under it). */
export function buildSubmission(
  bet: ComposedBet,
  ref: string,
  currencyId: string,
  oddsChange: number,
  now: number,
): Submission {
  // In single mode only the picks given a stake are placed; a parlay places all its legs.
  const staked =
    bet.kind === 'single'
      ? bet.legs.flatMap((_, i) => (bet.stakes[i].fault === null && hasStake(bet.stakes[i].unit) ? [i] : []))
      : [];
  const placedLegs = bet.kind === 'single' ? staked.map((i) => bet.legs[i]) : bet.legs;
  const picks: SubmittedPick[] = placedLegs.map((l) => ({
    matchId: l.entry.matchId,
    marketId: l.entry.marketId,
    type: l.entry.type,
    league: l.pick.league,
    home: l.pick.home,
    away: l.pick.away,
    // The receipt names them as the slip did: the pre-bet info's names (the current language) when there.
    marketName: l.market?.marketName ?? l.pick.marketName,
    optionName: l.market?.option.name || l.pick.optionName,
    sportId: l.pick.sportId,
    line: l.pick.line,
    odds: l.pick.odds,
  }));
  const leg = (l: ComposedBet['legs'][number]): BetLeg => ({
    marketId: l.entry.marketId,
    odds: l.pick.odds,
    optionType: l.entry.type,
    oddsFormat: OddsType.Europe,
  });
  const base = { ref, state: 'sending' as const, sentAt: now, currencyId, picks, amount: bet.total, orders: [] };
  if (bet.kind === 'single') {
    const singles = staked.map((legIndex, i) => ({
      clientRef: `${ref}:${i}`,
      unitStake: bet.stakes[legIndex].unit,
      oddsChange,
      legs: [leg(bet.legs[legIndex])],
      thirdRemark: thirdRemarkOf(bet.legs[legIndex].pick.source),
    }));
    return { ...base, kind: 'single', singles, series: [], legs: [], seriesLabels: [] };
  }
  const stakedSeries = bet.stakes.filter((s) => s.message === null && s.series);
  // Every series of a parlay carries the parlay's one source (spec §3 bet sources).
  const thirdRemark = thirdRemarkOf(parlaySource(bet.legs.map((l) => l.pick.source)));
  const series = stakedSeries.map((s, i) => ({
    clientRef: `${ref}:${i}`,
    itemCount: s.series!.combination,
    seriesValue: s.series!.seriesNumber,
    unitStake: s.unit,
    oddsChange,
    thirdRemark,
  }));
  return {
    ...base,
    kind: 'multiple',
    singles: [],
    series,
    legs: bet.legs.map(leg),
    seriesLabels: stakedSeries.map((s) => s.label ?? ''),
    seriesShown: stakedSeries.map((s) => ({ bets: s.bets, odds: s.series!.seriesOdd })),
  };
}

/**
 * Place button: asks the host to log in when logged out (the slip is kept), refuses a second submission while
 * one is under way, asks to accept odds changes first, then saves and sends. Resolves the submission, or null.
 */
export async function placeBet(source?: EventTarget): Promise<Submission | null> {
  const state = betState();
  if (state.submitting) return null;
  if (!requireLogin('place-bet', source)) return null;
  const bet = currentBet();
  state.showErrors = true;
  state.failure = null;
  if (!bet.ready) return null;
  state.submitting = true;
  const currencyId = betCurrency();
  const accept = session().settings.accept;
  // The same bet composed in two tabs gets the same reference, so its lock and the server's dedupe cover both.
  const fingerprint = JSON.stringify([
    bet.kind,
    bet.legs.map((l) => [l.entry.marketId, l.entry.type, l.pick.odds]),
    bet.stakes.map((s) => s.stake),
    currencyId,
    accept,
  ]);
  const clickedAt = Date.now();
  try {
    return await withDraftLock(fingerprint, async () => {
      let ref = draftRef(fingerprint);
      const known = readSubmission(ref);
      if (known?.state === 'placed') {
        // Placed by another tab while this click waited for the lock: the same bet, so show it, never place it again.
        if (known.sentAt > clickedAt - SAME_BET_WINDOW_MS && !wasSentHere(ref)) return adoptPlaced(known);
        // A reference whose bet was placed before (e.g. reconciled after a reload) is spent: the same bet again is a new bet.
        forgetDraft(fingerprint);
        ref = draftRef(fingerprint);
      }
      const result = await send(buildSubmission(bet, ref, currencyId, accept, Date.now()), source);
      if (result.state === 'unknown') notify({ kind: 'info', title: 'errors:unknownOutcome' });
      if (result.state === 'placed') {
        state.stakes = {};
        getRuntime().lifecycle.after(SAME_BET_WINDOW_MS, () => forgetDraft(fingerprint));
      }
      state.showErrors = false;
      return result;
    });
  } catch (error) {
    forgetDraft(fingerprint);
    const key = isApiError(error)
      ? (refusalMessage(error.code, error.serverMessage) ?? error.messageKey)
      : 'errors:placeBetFailed';
    state.failure = { key, detail: isApiError(error) ? error.serverMessage : undefined };
    // Refused for moved odds: the slip asks for the new prices at once (after this placement is over), so the next
    // click accepts them instead of sending the old ones again until the 5 s refresh (issue 28 item 3).
    if (key === 'slip:oddsChanged') queueMicrotask(() => void import('./service').then((m) => m.refreshPreBet()));
    notify({ kind: 'error', title: 'notices:betFailed', content: { key } });
    return null;
  } finally {
    state.submitting = false;
  }
}

// Stakes (single stake or series rows with their bet counts), quick-bet chips, stake messages of spec §5,
// totals and potential win in the user's currency, the balance, and the place / accept-changes button.
import { Num } from '../../ui/Num';
import { useEffect, useId, useRef, useState } from 'react';
import { PLACE_GUARD_MS, placeButtonArmed } from '../../domain/betRules';
import { useSnapshot } from 'valtio/react';
import { sumMoney, type ComposedBet, type ComposedStake } from '../../domain/betCompose';
import { roundMoney } from '../../domain/exactMoney';
import type { Money } from '../../domain/types';
import { acceptOddsChanges, placeBet } from '../../state/slip/place';
import { betCurrency, betState, setStake } from '../../state/slip/betState';
import { session } from '../../state/session/session';
import { getRuntime } from '../../runtime/runtime';
import { useT } from '../../ui/i18n';
import { seriesText } from '../../ui/seriesText';
import { useStore } from '../../ui/useStore';
import { betLedger, isSubmissionOpen, type Submission } from '../../state/slip/ledger';
import { OddsType } from '../../domain/enums';
import { formatOdds } from '../../domain/oddsDisplay';
import {
  cappedMax,
  cleanStakeText,
  DECIMAL_SEPARATOR,
  groupedMoney,
  STAKE_FAULT_MESSAGE,
  stakeForField,
} from '../../domain/stakeEntry';

/** Preset amounts of the quick bet. */
const QUICK_STAKES = ['10', '50', '100', '500', '1000'];

function StakeRow({
  row,
  label,
  showError,
  balance,
}: {
  row: ComposedStake;
  label: string;
  showError: boolean;
  balance: Money | undefined;
}) {
  const { t, lang } = useT(['slip', 'rules']);
  const id = useId();
  const sep = DECIMAL_SEPARATOR[lang];
  // The last edit held characters a stake cannot (letters, a sign, a second separator): they were left out.
  const [dropped, setDropped] = useState(false);
  const fault = row.fault && (showError || row.stake !== '') ? row.fault : null;
  const message = fault
    ? t(STAKE_FAULT_MESSAGE[fault.fault], { amount: fault.amount && groupedMoney(fault.amount, sep) })
    : dropped
      ? t(STAKE_FAULT_MESSAGE.digitsOnly, { sep })
      : null;
  const max = row.max === null ? null : cappedMax(row.max, balance, row.bets);
  return (
    <div className="slip-stake" part="stake">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={stakeForField(row.stake, sep)}
        placeholder={
          max === null
            ? t('common:loading')
            : t('slip:limits', { min: groupedMoney(row.min, sep), max: groupedMoney(max, sep) })
        }
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-msg` : undefined}
        data-fault={fault?.fault ?? (dropped ? 'digitsOnly' : undefined)}
        data-stake-key={row.key}
        onFocus={() => (betState().stakeTarget = row.key)}
        onChange={(e) => {
          const cleaned = cleanStakeText(e.target.value, sep);
          setDropped(cleaned.dropped);
          setStake(row.key, cleaned.text);
        }}
      />
      {message && (
        <p id={`${id}-msg`} className="slip-error" role="alert">
          {message}
        </p>
      )}
      {row.stake !== '' && !row.fault && (
        <p className="slip-win">
          {t('slip:toReturn')}: <Num field="row-return">{row.toReturn}</Num> · {t('slip:potentialWin')}:{' '}
          <Num field="row-profit">{row.win}</Num>
        </p>
      )}
    </div>
  );
}

/** The stake of the bets still open in `currency` (sent, unknown or being confirmed): money the balance holds for them. */
function heldStake(items: Record<string, Submission>, currency: string): Money {
  return sumMoney(
    Object.values(items)
      .filter((sub) => sub.currencyId === currency && isSubmissionOpen(sub))
      .map((sub) => sub.amount),
  );
}

/** The stake inputs and the place button of the composed bet. */
export function StakeArea({ bet, host }: { bet: ComposedBet; host: () => EventTarget | undefined }) {
  const { t, lang } = useT(['slip', 'rules']);
  const state = useSnapshot(betState());
  const { user } = useSnapshot(session());
  const token = useStore(getRuntime().token);
  const currency = betCurrency();
  const balance = user?.balances.find((b) => b.coinCode === currency);
  const held = heldStake(useSnapshot(betLedger()).items as Record<string, Submission>, currency);
  const target = bet.stakes.find((s) => s.key === state.stakeTarget) ?? bet.stakes[0];
  const place = () => void placeBet(host());
  const formId = useId();
  // "Insufficient balance" was about the balance then: a new balance clears it (issue 28 item 7).
  const balanceNow = balance?.balance;
  useEffect(() => {
    const s = betState();
    if (s.failure?.key === 'slip:insufficientBalance') s.failure = null;
  }, [balanceNow]);
  // Accept odds changes turns into Place bet under the finger: the button takes no click for a moment after its
  // meaning changes, so a double click on Accept accepts and places nothing (issue 28 item 3).
  const meaning = bet.changes.length ? 'accept' : 'place';
  const lastMeaning = useRef(meaning);
  const changedAt = useRef(Number.NEGATIVE_INFINITY);
  if (lastMeaning.current !== meaning) {
    lastMeaning.current = meaning;
    changedAt.current = performance.now();
  }
  const armed = placeButtonArmed(changedAt.current, performance.now());
  const [tick, rearm] = useState(0);
  useEffect(() => {
    if (armed) return;
    // Rendered again when the moment is over (and again, should the timer fire a hair early).
    const wait = PLACE_GUARD_MS - (performance.now() - changedAt.current);
    const id = setTimeout(() => rearm((n) => n + 1), Math.max(0, wait) + 1);
    return () => clearTimeout(id);
  }, [armed, tick]);
  const sep = DECIMAL_SEPARATOR[lang];
  // Place is off while a typed stake has a fault, the stakes together exceed the balance or a leg's pre-bet info is
  // still on its way (a click then would place nothing); the reason shows beside it.
  const faulty = bet.stakes.find((s) => s.fault && s.stake.trim() !== '')?.fault;
  const waiting = bet.quoting && !state.preBetError;
  const blockedBy =
    bet.changes.length || state.submitting
      ? null
      : faulty
        ? t(STAKE_FAULT_MESSAGE[faulty.fault], { amount: faulty.amount && groupedMoney(faulty.amount, sep) })
        : bet.shortOf
          ? t(STAKE_FAULT_MESSAGE.aboveBalance, { amount: groupedMoney(bet.shortOf, sep) })
          : waiting
            ? t('common:loading')
            : null;
  return (
    <form
      className="slip-stakes"
      onSubmit={(e) => {
        e.preventDefault();
        if (!placeButtonArmed(changedAt.current, performance.now())) return;
        if (bet.changes.length) acceptOddsChanges();
        else place();
      }}
    >
      {bet.kind === 'multiple' && bet.stakes.length > 0 && <h3 className="slip-subtitle">{t('slip:series')}</h3>}
      {bet.stakes.map((row, i) => (
        <StakeRow
          key={row.key}
          row={row}
          balance={token ? balance?.balance : undefined}
          showError={state.showErrors && (row.stake !== '' || (bet.kind === 'single' && bet.stakes.length === 1))}
          label={
            row.label
              ? `${seriesText(t, row.label)}${row.bets === 1 && row.series ? ` @ ${formatOdds(row.series.seriesOdd, OddsType.Europe)}` : ''} (${t('slip:perBet', { count: row.bets })})`
              : bet.stakes.length > 1
                ? `${bet.legs[i]?.pick.home} - ${bet.legs[i]?.pick.away} · ${t('slip:stake')}`
                : t('slip:stake')
          }
        />
      ))}
      {bet.kind === 'single' && bet.stakes.length > 1 && target && (
        <button
          type="button"
          className="slip-link"
          onClick={() => bet.stakes.forEach((row) => setStake(row.key, target.stake))}
        >
          {t('slip:sameStake')}
        </button>
      )}
      {target && (
        <div className="slip-quick" role="group" aria-label={t('slip:quickBet')}>
          {QUICK_STAKES.map((amount) => (
            <button key={amount} type="button" className="slip-chip" onClick={() => setStake(target.key, amount)}>
              {amount}
            </button>
          ))}
        </div>
      )}
      {bet.blocker && (
        <p className="slip-error" role="alert">
          {t(bet.blocker)}
        </p>
      )}
      {state.showErrors && bet.stakes.length > 1 && !bet.stakes.some((s) => s.stake !== '') && (
        <p className="slip-error" role="alert">
          {t('rules:enterPrincipal')}
        </p>
      )}
      {state.failure && (
        <p className="slip-error" role="alert" data-failure={state.failure.key}>
          {t(state.failure.key)}
        </p>
      )}
      <dl className="slip-totals">
        <dt>{t('slip:totalStake')}</dt>
        <dd>
          <Num>{bet.total}</Num> {currency}
        </dd>
        <dt>{t('slip:toReturn')}</dt>
        <dd data-field="to-return">
          <Num>{bet.toReturn}</Num> {currency}
        </dd>
        <dt>{t('slip:potentialWin')}</dt>
        <dd data-field="profit">
          <Num>{bet.win}</Num> {currency}
        </dd>
        {balance && (
          <>
            <dt>{t('slip:balance')}</dt>
            <dd data-field="balance">
              <Num>{roundMoney(balance.balance)}</Num> {currency}
            </dd>
          </>
        )}
        {Number(held) > 0 && (
          <>
            <dt>{t('slip:held')}</dt>
            <dd data-field="held">
              <Num>{held}</Num> {currency}
            </dd>
          </>
        )}
      </dl>
      {blockedBy && (
        <p
          id={`${formId}-why`}
          className="slip-error slip-why"
          data-field="place-reason"
          data-waiting={waiting || undefined}
        >
          {blockedBy}
        </p>
      )}
      <button
        type="submit"
        className="sport-button slip-place"
        part="place"
        disabled={state.submitting || !!blockedBy || !armed}
        data-armed={armed ? undefined : 'false'}
        aria-describedby={blockedBy ? `${formId}-why` : undefined}
        aria-busy={state.submitting || undefined}
      >
        {state.submitting
          ? t('slip:placing')
          : bet.changes.length
            ? t('slip:acceptChanges')
            : token
              ? t('slip:place')
              : t('common:loginToBet')}
      </button>
    </form>
  );
}

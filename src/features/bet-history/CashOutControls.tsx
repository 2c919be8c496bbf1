// Early settlement of one open order: the price button (enabled only when the spec's rule allows), a
// confirmation dialog choosing the principal to settle (full or partial; the return follows the price),
// and the auto cash-out setting.
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { roundMoney } from '../../domain/exactMoney';
import { MoneyDecimal, parseStake } from '../../domain/money';
import type { BetOrder, Money } from '../../domain/types';
import {
  cancelCashOut,
  cashOutAllowed,
  cashOutOrder,
  cashOutState,
  quoteCashOut,
  setAutoCashOut,
} from '../../state/history/cashout';
import { remainingPrincipalOf } from '../../domain/cashoutRules';
import { cashOutPrincipalProblem, type AutoCashOut as AutoCashOutRule } from '../../domain/cashout';
import { isApiError } from '../../api/errors';
import { useToast } from '../../ui/Toast';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';

/** The smallest principal a partial cash-out may settle when the server gives none. */
const FALLBACK_MIN = '0.01';

/** Cash-out button, dialog and auto cash-out of an order. */
export function CashOutControls({ order }: { order: BetOrder }) {
  const { t } = useT(['history']);
  const snap = useSnapshot(cashOutState());
  const price = snap.prices[order.id];
  const busy = snap.busy[order.id];
  const [open, setOpen] = useState(false);
  // The price moved while the bettor confirmed: the dialog stays open with the new quote (issue 28 item 6).
  const [requoted, setRequoted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const allowed = !!price && !busy && cashOutAllowed(order);
  const amount = price?.available ? roundMoney(price.amount) : undefined;

  const label = busy
    ? t('history:cashOut.inProgress')
    : allowed && amount
      ? t('history:cashOut.button', { amount })
      : t('history:cashOut.unavailable');
  return (
    <div className="history-cashout" part="cash-out">
      <button
        ref={button}
        type="button"
        className="sport-button history-cashout-button"
        disabled={!allowed}
        aria-busy={!!busy}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <AutoCashOut order={order} />
      <Dialog
        open={open && (allowed || !!busy)}
        title={t('history:cashOut.dialogTitle')}
        onClose={() => {
          setOpen(false);
          setRequoted(false);
          cancelCashOut(order.id);
        }}
      >
        <CashOutForm
          order={order}
          requoted={requoted}
          busy={!!busy}
          onConfirm={async (principal) => {
            const outcome = await cashOutOrder(order.id, principal, button.current ?? undefined);
            setRequoted(outcome.kind === 'requote');
            if (outcome.kind !== 'requote') setOpen(false);
          }}
        />
      </Dialog>
    </div>
  );
}

/** The principal bounds of a partial cash-out: at least the server's minimum, at most what remains. */
function bounds(order: BetOrder, minStake?: Money): { min: Money; max: Money } {
  const max = remainingPrincipalOf(order);
  const min = MoneyDecimal.min(minStake ?? FALLBACK_MIN, max).toFixed(2);
  return { min, max };
}

/** The dialog's form: principal (slider and field), the return it gets, and the confirm button. */
function CashOutForm({
  order,
  onConfirm,
  requoted,
  busy,
}: {
  order: BetOrder;
  onConfirm: (principal: Money) => void;
  requoted: boolean;
  busy: boolean;
}) {
  const { t } = useT(['history']);
  const snap = useSnapshot(cashOutState());
  const price = snap.prices[order.id];
  const { min, max } = bounds(order, price?.minStake);
  const [text, setText] = useState(max);
  const part = parseStake(text);
  const problem = part ? cashOutPrincipalProblem(part, max, order.cashOutCount, price ?? {}) : 'belowMinimum';
  const valid = !!part && part.gte(min) && problem === null;
  const quote = valid ? quoteCashOut(order, part.toFixed(2)) : '0.00';
  const principal = valid ? part.toFixed(2) : max;
  return (
    <form
      className="history-cashout-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onConfirm(principal);
      }}
    >
      <label className="history-field">
        <span>{t('history:cashOut.principal')}</span>
        <input
          type="range"
          min={min}
          max={max}
          step="0.01"
          value={valid ? principal : max}
          onChange={(e) => setText(new MoneyDecimal(e.target.value).toFixed(2))}
          aria-valuetext={text}
        />
        <input
          type="text"
          inputMode="decimal"
          name="principal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!valid}
        />
      </label>
      {!valid && (
        <p role="alert" className="history-invalid">
          {problem === 'leavesTooLittle' || problem === 'lastMustBeFull'
            ? t(`history:cashOut.${problem}`, { left: roundMoney(price?.minRemaining ?? 0), max })
            : t('history:cashOut.invalidPrincipal', { min, max })}
        </p>
      )}
      <p className="history-quote" role="status" data-field="quote">
        {t('history:cashOut.confirmText', { principal, amount: quote })}
      </p>
      {requoted && (
        <p role="alert" className="history-requote" data-field="requote">
          {t('history:cashOut.requoted', { amount: quote })}
        </p>
      )}
      <button type="submit" className="sport-button" disabled={!valid || busy}>
        {requoted ? t('history:cashOut.accept') : t('history:cashOut.confirm')}
      </button>
    </form>
  );
}

/** Auto cash-out: settle a principal once its return reaches the target; fires once, then clears. */
function AutoCashOut({ order }: { order: BetOrder }) {
  const { t } = useT(['history']);
  const toast = useToast();
  const setting = order.autoCashOut;
  const [principal, setPrincipal] = useState(remainingPrincipalOf(order));
  const [target, setTarget] = useState('');
  const save = (rule: AutoCashOutRule | null) =>
    setAutoCashOut(order.id, rule).catch((error: unknown) =>
      toast({
        title: t('errors:cashOutFailed'),
        message: isApiError(error) ? error.serverMessage : undefined,
        kind: 'error',
      }),
    );
  if (setting) {
    return (
      <p className="history-auto" data-field="auto">
        {t('history:cashOut.autoActive', {
          principal: roundMoney(setting.principal),
          amount: roundMoney(setting.targetReturn),
        })}{' '}
        <button type="button" className="sport-link" onClick={() => void save(null)}>
          {t('history:cashOut.autoClear')}
        </button>
      </p>
    );
  }
  const p = parseStake(principal);
  const r = parseStake(target);
  const valid = !!p && !!r && p.gt(0) && r.gt(0) && p.lte(remainingPrincipalOf(order));
  return (
    <details className="history-auto">
      <summary>{t('history:cashOut.auto')}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void save({ principal: p.toFixed(2), targetReturn: r.toFixed(2) });
        }}
      >
        <label className="history-field">
          <span>{t('history:cashOut.principal')}</span>
          <input
            type="text"
            inputMode="decimal"
            name="auto-principal"
            value={principal}
            onChange={(e) => setPrincipal(e.target.value)}
          />
        </label>
        <label className="history-field">
          <span>{t('history:cashOut.autoTarget')}</span>
          <input
            type="text"
            inputMode="decimal"
            name="auto-target"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
        </label>
        <button type="submit" className="sport-button" disabled={!valid}>
          {t('history:cashOut.autoSave')}
        </button>
      </form>
    </details>
  );
}

// The composed bet from live snapshots (decimal.js money: loaded with the slip's entries, see SlipPanel.tsx).
import { useSnapshot } from 'valtio/react';
import { composeSnapshot, type ComposedBet } from '../../domain/betCompose';
import { betState } from '../../state/slip/betState';
import { session } from '../../state/session/session';
import { slipSelections } from '../../state/slip/selections';
import { getRuntime } from '../../runtime/runtime';
import { useStore } from '../../ui/useStore';

/** The bet the slip stands for, re-composed when selections, pre-bet info, stakes, settings or the user change. */
export function useComposedBet(): ComposedBet {
  const selections = useSnapshot(slipSelections());
  const state = useSnapshot(betState());
  const { settings, user } = useSnapshot(session());
  // The default coin (minimum stake, currency) comes from the user's balances, else the page's currency.
  const { currency } = useStore(getRuntime().config);
  const coin = user?.balances.find((b) => b.isDefault)?.coinCode ?? currency;
  const balance = user?.balances.find((b) => b.coinCode === coin)?.balance;
  return composeSnapshot(selections, state, settings.accept, coin, balance);
}

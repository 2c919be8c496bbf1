// What the chat rule's bet limit asks of a user it leaves out (spec 3.29, 5.17: cond 1 AND, 2 OR over bets placed
// and VIP level), loaded only for such a user: its code and its `chatRule` texts stay out of the room's first load.
import type { BetLimitRule } from '../../domain/chatBetLimit';
import { BetLimitCond } from '../../domain/liveEnums';
import { useT } from '../../ui/i18n';

export default function BetLimitNote({ rule }: { rule: BetLimitRule }) {
  const { t } = useT(['chatRule']);
  return (
    <p className="live-login" part="chat-bet-limit">
      {t(rule.cond === BetLimitCond.And ? 'chatRule:betLimitAnd' : 'chatRule:betLimitOr', {
        bets: rule.minBets,
        vip: rule.minVip,
        placed: rule.placed,
        yourVip: rule.vip,
      })}
    </p>
  );
}

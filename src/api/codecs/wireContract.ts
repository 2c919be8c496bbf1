// Compile-time only: each decoder accepts the wire shape of src/api/wire.ts that the reference server writes,
// and reads no field that shape lacks. A drift on either side fails `npm run typecheck`, before the contract test.
// Nothing imports this module; tsc checks it with the rest of src.
import type * as v from 'valibot';
import type * as W from '../wire';
import type { bannerSchema } from './banner';
import type { betMarketSchema, placedOrderSchema, preBetSchema, seriesSchema } from './bet';
import type { entrySchema } from './domainConfig';
import type { emojiListSchema, orderShowRuleSchema, reportCategorySchema } from './chat';
import type { chatOrderSchema, contextSchema, messageSchema, removalSchema, replySchema } from './chatFrames';
import type { sportsMessageSchema } from './expertNews';
import type { coinBalanceSchema } from './gifts';
import type { titleSchema } from './titles';
import type { leagueSchema } from './league';
import type { anchorMatchSchema, anchorSchema, chatTokenSchema } from './live';
import type {
  clockSchema,
  leagueRefSchema,
  marketGroupSchema,
  marketSchema,
  matchSchema,
  optionSchema,
  scoreSchema,
  teamSchema,
} from './match';
import type { betOptionSchema, cashOutPriceSchema, cashOutRecordSchema, orderSchema, orderStatusSchema } from './order';
import type { pageSchema } from './page';
import type { oddsUpdateSchema, tecUpdateSchema } from './push';
import type { reservedSchema, reserveLimitSchema } from './reserve';
import type {
  dailyLimitSchema,
  giftRankSchema,
  guessGameSchema,
  guessPlacedSchema,
  guessRecordSchema,
  liveBetPushSchema,
  liveBetSchema,
  roomUnlockSchema,
  subscriptionsSchema,
} from './roomGames';
import type { matchResultSchema, resultScore, resultTeam } from './result';
import type { statisticsSchema } from './statistics';
import type { trackerEventSchema, trackerFrameSchema } from './tracker';
import type { balanceSchema, userConfigSchema, userSchema } from './user';

/** True when schema S accepts every W and names only fields W has; otherwise a type that says what drifted. */
type Decodes<S extends v.GenericSchema, W> = [W] extends [v.InferInput<S>]
  ? [Exclude<keyof v.InferInput<S>, keyof W>] extends [never]
    ? true
    : { fieldsTheWireLacks: Exclude<keyof v.InferInput<S>, keyof W> }
  : { wireShapeRejected: W; schemaInput: v.InferInput<S> };

type Holds<T extends true> = T;

export type WireContract = [
  Holds<Decodes<typeof teamSchema, W.WireTeam>>,
  Holds<Decodes<typeof leagueRefSchema, W.WireLeagueRef>>,
  Holds<Decodes<typeof clockSchema, W.WireClock>>,
  Holds<Decodes<typeof scoreSchema, W.WireScore>>,
  Holds<Decodes<typeof optionSchema, W.WireOption>>,
  Holds<Decodes<typeof marketSchema, W.WireMarket>>,
  Holds<Decodes<typeof marketGroupSchema, W.WireMarketGroup>>,
  Holds<Decodes<typeof matchSchema, W.WireMatch>>,
  Holds<Decodes<typeof leagueSchema, W.WireLeague>>,
  Holds<Decodes<typeof pageSchema, W.WirePage<unknown>>>,
  Holds<Decodes<typeof betMarketSchema, W.WireBetMarket>>,
  Holds<Decodes<typeof seriesSchema, W.WireSeries>>,
  Holds<Decodes<typeof preBetSchema, W.WirePreBet>>,
  Holds<Decodes<typeof betOptionSchema, W.WireBetOption>>,
  Holds<Decodes<typeof cashOutRecordSchema, W.WireCashOutRecord>>,
  Holds<Decodes<typeof orderSchema, W.WireOrder>>,
  Holds<Decodes<typeof orderStatusSchema, W.WireOrderStatus>>,
  Holds<Decodes<typeof cashOutPriceSchema, W.WireCashOutPrice>>,
  Holds<Decodes<typeof reservedSchema, W.WireReserved>>,
  Holds<Decodes<typeof reserveLimitSchema, W.WireReserveLimit>>,
  Holds<Decodes<typeof anchorSchema, W.WireAnchor>>,
  Holds<Decodes<typeof anchorMatchSchema, W.WireAnchorMatch>>,
  Holds<Decodes<typeof balanceSchema, W.WireBalance>>,
  Holds<Decodes<typeof userSchema, W.WireUser>>,
  Holds<Decodes<typeof userConfigSchema, W.WireUserConfig>>,
  Holds<Decodes<typeof entrySchema, W.WireDomainEntry>>,
  Holds<Decodes<typeof tecUpdateSchema, W.WireTecUpdate>>,
  Holds<Decodes<typeof oddsUpdateSchema, W.WireOddsUpdate>>,
  Holds<Decodes<typeof trackerFrameSchema, W.WireTrackerFrame>>,
  Holds<Decodes<typeof trackerEventSchema, W.WireTrackerEvent>>,
  Holds<Decodes<typeof resultTeam, W.WireResultTeam>>,
  Holds<Decodes<typeof resultScore, W.WireResultScore>>,
  Holds<Decodes<typeof matchResultSchema, W.WireMatchResult>>,
  Holds<Decodes<typeof placedOrderSchema, W.WirePlacedOrder>>,
  Holds<Decodes<typeof statisticsSchema, W.WireStatistics>>,
  Holds<Decodes<typeof chatTokenSchema, W.WireChatToken>>,
  Holds<Decodes<typeof coinBalanceSchema, W.WireGoldBalance>>,
  Holds<Decodes<typeof dailyLimitSchema, W.WireGoldDailyLimit>>,
  Holds<Decodes<typeof guessGameSchema, W.WireGuessGame>>,
  Holds<Decodes<typeof guessPlacedSchema, W.WireGuessPlaced>>,
  Holds<Decodes<typeof guessRecordSchema, W.WireGuessRecord>>,
  Holds<Decodes<typeof subscriptionsSchema, W.WireSubscriptions>>,
  Holds<Decodes<typeof giftRankSchema, W.WireGiftRank>>,
  Holds<Decodes<typeof liveBetSchema, W.WireLiveBet>>,
  Holds<Decodes<typeof liveBetPushSchema, W.WireLiveBetPush>>,
  Holds<Decodes<typeof roomUnlockSchema, W.WireRoomUnlock>>,
  Holds<Decodes<typeof messageSchema, W.WireChatMessage>>,
  Holds<Decodes<typeof replySchema, W.WireChatReply>>,
  Holds<Decodes<typeof chatOrderSchema, W.WireChatOrder>>,
  Holds<Decodes<typeof contextSchema, W.WireChatContext>>,
  Holds<Decodes<typeof sportsMessageSchema, W.WireSportsMessage>>,
  Holds<Decodes<typeof removalSchema, W.WireChatRemoval>>,
  Holds<Decodes<typeof titleSchema, W.WireUserTitle>>,
  Holds<Decodes<typeof emojiListSchema, W.WireEmojiList>>,
  Holds<Decodes<typeof reportCategorySchema, W.WireReportCategory>>,
  Holds<Decodes<typeof orderShowRuleSchema, W.WireOrderShowRule>>,
  Holds<Decodes<typeof bannerSchema, W.WireBanner>>,
];

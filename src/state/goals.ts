// Goal notifications (spec §2, §5, §6, §8): the push `goal` channel filtered by the user's push settings,
// shown for 3000 ms then faded out over 300 ms; the old UI keeps one popup, UI 2.2 a stacked list.
// The first notification ever shown also opens the push alert that explains how to switch them off.
import { atom, type WritableAtom } from 'nanostores';
import { PUSH_CHANNEL } from '../api/wire';
import { GOAL_POPUP_FADE_MS, GOAL_POPUP_MS, TOAST_MS } from '../domain/constants';
import { AcceptPush } from '../domain/enums';
import { shouldNotifyGoal } from '../domain/goalAlerts';
import { readGoalFrame } from '../realtime/goalFrame';
import type { GoalEvent, UserSetting } from '../domain/types';
import { onSportEvent } from '../runtime/onSportEvent';
import { getRuntime } from '../runtime/runtime';
import { readStored, writeStored } from '../runtime/storage';
import { push } from './page/pushSocket';
import { sessionView } from './session/view';
import { placedBets } from './page/placedBets';

/** localStorage key remembering that the push alert was shown once. */
export const PUSH_ALERT_SEEN_KEY = 'sport-widgets:push-alert-seen';

/** How many past notified goals `open-goal-notify` can show again. */
export const GOAL_RECENT_MAX = 20;

/** An anonymous user has no settings: every goal notifies. */
export const ANONYMOUS_GOAL_SETTING: Pick<UserSetting, 'acceptPush' | 'acceptList'> = {
  acceptPush: true,
  // Flags by index, as shouldNotifyGoal reads them: only "all goals" (index 2) is on.
  acceptList: [0, 0, 1],
};

export interface GoalNotice {
  id: number;
  goal: GoalEvent;
  /** True during the 300 ms fade-out before removal. */
  fading: boolean;
}

export interface GoalsState {
  /** What is on screen now, oldest first (one at most in the old UI). */
  notices: GoalNotice[];
  /** Goals that passed the filter, newest first. */
  recent: GoalEvent[];
  /** The one-time push alert is open. */
  alertOpen: boolean;
  /** Matches the user has bets on (acceptList "bet matches"); filled by whoever knows the user's orders. */
  betMatchIds: string[];
  /** Mounted <sport-goal-notify> roots by id; only the first one renders, so two elements never show twins. */
  hosts: string[];
}

/** The page's goal notification store (one atom for every element and bundle copy; values are replaced, never mutated). */
export function goalsStore(): WritableAtom<Readonly<GoalsState>> {
  return getRuntime().singleton('state:goals', () =>
    atom<Readonly<GoalsState>>({ notices: [], recent: [], alertOpen: false, betMatchIds: [], hosts: [] }),
  );
}

/** The goal notification state now. */
export function goalsState(): Readonly<GoalsState> {
  return goalsStore().get();
}

/** Replaces some fields of the goal notification state. */
function updateGoals(patch: Partial<GoalsState>): void {
  goalsStore().set({ ...goalsState(), ...patch });
}

let nextNoticeId = 1;

/** Logged in, the user's settings not read yet: nothing notifies until they are. */
const SETTING_UNKNOWN: Pick<UserSetting, 'acceptPush' | 'acceptList'> = { acceptPush: false, acceptList: [0, 0, 0] };

/** The push setting in force: the logged-in user's, or "all goals" for an anonymous user. */
export function goalSetting(): Pick<UserSetting, 'acceptPush' | 'acceptList'> {
  const setting = sessionView().get().user?.setting;
  if (setting) return { acceptPush: setting.acceptPush, acceptList: [...setting.acceptList] };
  // Read as anonymous ("all goals"), a bettor who had switched notifications off saw a goal on every page load.
  return getRuntime().token.get() ? SETTING_UNKNOWN : ANONYMOUS_GOAL_SETTING;
}

/** Records the matches the user has bet on, for the "bet matches" push setting. */
export function setGoalBetMatches(matchIds: readonly string[]): void {
  updateGoals({ betMatchIds: [...new Set(matchIds)] });
}

/** Loads the matches of the user's unsettled bets when the push setting asks for bet matches; failures keep the old list. */
export async function refreshGoalBetMatches(): Promise<void> {
  const setting = sessionView().get().user?.setting;
  if (!getRuntime().token.get() || !setting?.acceptPush || !setting.acceptList[AcceptPush.BetMatches]) return;
  try {
    // The API loads only here, once a logged-in user asks for bet matches: anonymous pages never download it.
    const { api } = await import('./page/api');
    const page = await api().betList({ isSettled: false });
    setGoalBetMatches(page.records.flatMap((order) => order.options.map((option) => option.matchId)));
  } catch {
    // spec §8: list calls swallow errors
  }
}

/** True when this goal passes the user's push settings (spec §5). */
export function goalPassesFilter(goal: GoalEvent): boolean {
  return shouldNotifyGoal(goal, goalSetting(), {
    favouriteMatchIds: new Set(sessionView().get().favourites),
    betMatchIds: new Set([...goalsState().betMatchIds, ...placedBets().get().matchIds]),
  });
}

/** Starts the 3000 ms stay and the 300 ms fade of one notice, on runtime-owned timers. */
function scheduleFade(id: number): void {
  const { lifecycle } = getRuntime();
  lifecycle.after(GOAL_POPUP_MS, () => closeGoalNotice(id));
}

/** Shows goals as notices: UI 2.2 stacks them, the old UI replaces the popup with the newest. */
export function showGoals(goals: readonly GoalEvent[]): void {
  if (goals.length === 0) return;
  const added = goals.map((goal) => ({ id: nextNoticeId++, goal, fading: false }));
  const notices = sessionView().get().uiVersion === 'old' ? added.slice(-1) : [...goalsState().notices, ...added];
  updateGoals({ notices });
  for (const notice of notices) if (added.some((a) => a.id === notice.id)) scheduleFade(notice.id);
  if (readStored(PUSH_ALERT_SEEN_KEY) === null) {
    writeStored(PUSH_ALERT_SEEN_KEY, '1');
    updateGoals({ alertOpen: true });
    // It leaves by itself after a toast's time, as toasts do (issue 29 item 7); its button closes it sooner.
    getRuntime().lifecycle.after(TOAST_MS, closePushAlert);
  }
}

/** Fades a notice out (300 ms) and then removes it; the close button and the 3000 ms timer both end here. */
export function closeGoalNotice(id: number): void {
  const notice = goalsState().notices.find((n) => n.id === id);
  if (!notice || notice.fading) return;
  updateGoals({ notices: goalsState().notices.map((n) => (n.id === id ? { ...n, fading: true } : n)) });
  getRuntime().lifecycle.after(GOAL_POPUP_FADE_MS, () => {
    updateGoals({ notices: goalsState().notices.filter((n) => n.id !== id) });
  });
}

/** Closes the push alert (its confirm button, 'know it', or its time up). */
export function closePushAlert(): void {
  updateGoals({ alertOpen: false });
}

/** Handles one `goal` push: decodes it, keeps it when the filter allows, and shows it. Bad frames are dropped. */
export function receiveGoalPush(data: unknown): void {
  const goal = readGoalFrame(data);
  if (!goal) return;
  if ((data as { re?: unknown }).re === 1) return renameGoal(goal);
  if (!goalPassesFilter(goal)) return;
  updateGoals({ recent: [goal, ...goalsState().recent].slice(0, GOAL_RECENT_MAX) });
  showGoals([goal]);
}

/** Whether two goal events are the same goal (as pushed, in any language). */
const sameGoal = (a: GoalEvent, b: GoalEvent) =>
  a.matchId === b.matchId &&
  a.event === b.event &&
  a.time === b.time &&
  a.homeScore === b.homeScore &&
  a.awayScore === b.awayScore;

/**
 * A goal sent again after a language switch (the frame's `re`): the notices on screen and the recent list take its
 * names (teams, scorer) in the new language; nothing is notified again (issue 30).
 */
function renameGoal(renamed: GoalEvent): void {
  const rename = (goal: GoalEvent) =>
    sameGoal(goal, renamed)
      ? { ...goal, homeName: renamed.homeName, awayName: renamed.awayName, scorer: renamed.scorer ?? goal.scorer }
      : goal;
  const { notices, recent } = goalsState();
  if (!notices.some((n) => sameGoal(n.goal, renamed)) && !recent.some((g) => sameGoal(g, renamed))) return;
  updateGoals({
    notices: notices.map((n) => (sameGoal(n.goal, renamed) ? { ...n, goal: rename(n.goal) } : n)),
    recent: recent.map(rename),
  });
}

/** `open-goal-notify`: the latest goal of the named match, or else the recent list (newest last on screen). */
export function openGoalNotify(matchId?: string): void {
  const { recent } = goalsState();
  const ofMatch = matchId ? recent.find((g) => g.matchId === matchId) : undefined;
  const list = ofMatch ? [ofMatch] : [...recent].reverse();
  showGoals(list);
}

/**
 * Joins the goal feed while a <sport-goal-notify> is mounted: the first one subscribes the push `goal`
 * channel and listens for `sport-open-goal-notify` (or its alias `open-goal-notify`) on the document; the last one to leave stops both.
 */
export function joinGoalFeed(hostId: string): () => void {
  const feed = getRuntime().singleton('goal-feed', () => ({ stop: null as null | (() => void) }));
  updateGoals({ hosts: [...goalsState().hosts, hostId] });
  if (!feed.stop) {
    const unsubscribe = push().subscribe(PUSH_CHANNEL.goal, receiveGoalPush);
    const stopOpen = onSportEvent(document, 'sport-open-goal-notify', (detail) => openGoalNotify(detail?.matchId));
    let user = sessionView().get().user;
    const stopSession = sessionView().listen((view) => {
      if (view.user === user) return;
      user = view.user;
      void refreshGoalBetMatches();
    });
    void refreshGoalBetMatches();
    feed.stop = () => {
      unsubscribe();
      stopSession();
      stopOpen();
    };
  }
  return () => {
    updateGoals({ hosts: goalsState().hosts.filter((id) => id !== hostId) });
    if (goalsState().hosts.length === 0 && feed.stop) {
      feed.stop();
      feed.stop = null;
    }
  };
}

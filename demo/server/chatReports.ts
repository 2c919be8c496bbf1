// Chat reports (spec §7 chat/report/add), bounded (issue 27 item 6): each user's newest PER_USER reports and the
// newest TOTAL of everyone's are kept, the oldest dropped first. In memory: a restart forgets them.
export interface ChatReport {
  uid: string;
  liveRoomId: string;
  msgIds: string[];
  cateId: string;
  at: number;
}

/** The reports one user keeps at most. */
export const REPORTS_PER_USER = 50;
/** The reports kept at most in all. */
export const REPORTS_TOTAL = 5_000;

export class ChatReports {
  /** Oldest first. */
  private list: ChatReport[] = [];
  private readonly perUser = new Map<string, number>();

  constructor(
    private readonly perUserCap = REPORTS_PER_USER,
    private readonly totalCap = REPORTS_TOTAL,
  ) {}

  add(report: ChatReport): void {
    const mine = this.perUser.get(report.uid) ?? 0;
    if (mine >= this.perUserCap) {
      const oldest = this.list.findIndex((r) => r.uid === report.uid);
      this.list.splice(oldest, 1);
    } else this.perUser.set(report.uid, mine + 1);
    this.list.push(report);
    if (this.list.length > this.totalCap)
      for (const dropped of this.list.splice(0, this.list.length - this.totalCap)) {
        const left = (this.perUser.get(dropped.uid) ?? 1) - 1;
        if (left > 0) this.perUser.set(dropped.uid, left);
        else this.perUser.delete(dropped.uid);
      }
  }

  /** The reports kept, oldest first (of one user when `uid` is given). */
  all(uid?: string): readonly ChatReport[] {
    return uid === undefined ? this.list : this.list.filter((r) => r.uid === uid);
  }
}

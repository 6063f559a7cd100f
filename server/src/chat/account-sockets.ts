import type { ChatOptions } from './chat-options';
import { FrameRateLimiter } from './frame-rate-limiter';

/** What every socket of one account shares on this instance: its frame budget and its search budget. */
export interface AccountBudget {
  frames: FrameRateLimiter;
  searches: FrameRateLimiter;
}

interface Account<S> extends AccountBudget {
  /** Oldest first. */
  sockets: S[];
}

/**
 * The open sockets of each account on this instance. Limits are the account's, not the
 * socket's: opening more sockets gives no more frames, and an account holds at most
 * `maxSocketsPerAccount` (a new one evicts the oldest), so one account cannot load the server
 * beyond what one well-behaved user would.
 */
export class AccountSockets<S> {
  private readonly byUser = new Map<number, Account<S>>();

  constructor(private readonly options: Pick<ChatOptions, 'ratePerSecond' | 'rateBurst' | 'searchPerSecond' | 'searchBurst' | 'maxSocketsPerAccount'>) {}

  /** Adds the socket; the account's budget, and the oldest sockets it must close to stay within the cap. */
  add(userId: number, socket: S): { budget: AccountBudget; evicted: S[] } {
    let account = this.byUser.get(userId);
    if (!account) {
      account = {
        sockets: [],
        frames: new FrameRateLimiter(this.options.ratePerSecond, this.options.rateBurst),
        searches: new FrameRateLimiter(this.options.searchPerSecond, this.options.searchBurst),
      };
      this.byUser.set(userId, account);
    }
    account.sockets.push(socket);
    const evicted = account.sockets.length > this.options.maxSocketsPerAccount ? account.sockets.splice(0, account.sockets.length - this.options.maxSocketsPerAccount) : [];
    return { budget: account, evicted };
  }

  remove(userId: number, socket: S): void {
    const account = this.byUser.get(userId);
    if (!account) return;
    account.sockets = account.sockets.filter((open) => open !== socket);
    if (account.sockets.length === 0) this.byUser.delete(userId);
  }

  count(userId: number): number {
    return this.byUser.get(userId)?.sockets.length ?? 0;
  }
}

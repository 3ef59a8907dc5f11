import { z } from 'zod';
import { MAX_COPIES } from '../team-price';

/** One copy of a team order as the team page shows it (decision 100). */
export interface TeamSeat {
  seat: number;
  name: string;
  email: string;
  /** The language of the member's e-mail. */
  language: string;
  /** When the copy's e-mail was last queued. */
  sentAt: string;
  /** The member opened the copy: it stays theirs and can no longer be given to another address. */
  used: boolean;
  /** How many more times the buyer may send this copy (to a new address, name or language). */
  sendsLeft: number;
}

/** The team page of an order, by its signed link: only reads. */
export interface TeamPageInfo {
  orderId: string;
  /** The buyer's language: the page's. */
  language: string;
  title: string;
  copies: number;
  /** 'open': copies can be given out; 'closed': the order was refunded or withdrawn. */
  state: 'open' | 'closed';
  /** Every copy given out so far, by seat; the others are free. */
  seats: TeamSeat[];
}

/** What the buyer sends: each copy's member, the ones left empty stay free. */
export const teamSaveRequest = z.object({
  seats: z
    .array(
      z.object({
        seat: z.number().int().min(1).max(MAX_COPIES),
        name: z.string().max(100),
        email: z.string().max(254),
        language: z.string().max(5),
      }),
    )
    .max(MAX_COPIES),
});
export type TeamSaveInput = z.output<typeof teamSaveRequest>;

/** Why a copy's entry was refused; the page words each in the buyer's language. */
export type TeamSeatProblem =
  | 'emailInvalid'
  | 'emailRequired'
  | 'languageInvalid'
  | 'duplicateEmail'
  | 'used'
  | 'tooManySends'
  | 'noSuchCopy';

export type TeamSaveResult =
  | { ok: true; sent: number[] }
  | { ok: false; closed?: true; problems: Array<{ seat: number; problem: TeamSeatProblem }> };

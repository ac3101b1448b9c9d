/**
 * Entries (issue 25): the vocabulary shared by the sign-up reader, the rating-list readers, the
 * matcher and the placer. Every reader is pure: it takes text, cells or bytes and returns values
 * with the place (row, column, line) of everything it could not read.
 */
import type { Request } from "../model/types";

/** The columns a sign-up sheet may have, in the order the mapping lists them. */
export const ENTRY_FIELDS = [
  "name",
  "first",
  "last",
  "id",
  "fideId",
  "rating",
  "federation",
  "birth",
  "sex",
  "team",
  "section",
  "byes",
] as const;
export type EntryField = (typeof ENTRY_FIELDS)[number];

/** How each field is named to the director (the preview, the CLI, the pane: the same words). */
export const ENTRY_FIELD_LABEL: Readonly<Record<EntryField, string>> = {
  name: "Name",
  first: "First name",
  last: "Last name",
  id: "ID",
  fideId: "FIDE ID",
  rating: "Rating",
  federation: "Federation",
  birth: "Birth",
  sex: "Sex",
  team: "Club / team / school",
  section: "Section",
  byes: "Byes",
};

/** Which column (0-based) holds each field; a field with no column is absent. */
export type ColumnMapping = Partial<Record<EntryField, number>>;

/** One player read from a sign-up row. */
export interface SignupEntry {
  /** The row in the sheet or file, 1-based as a spreadsheet shows it. */
  readonly row: number;
  /** As the sign-up writes it; `Last, First` when it had First and Last columns. */
  readonly name: string;
  /** National id (US Chess, ACF …), spaces and dashes taken out. */
  readonly id?: string;
  readonly fideId?: string;
  /** The rating the sign-up gives (the entrant's own word): used only where no list gives one. */
  readonly rating: number | null;
  readonly federation?: string;
  readonly birthYear?: number;
  /** ISO `YYYY-MM-DD` when the sign-up gives a whole date that reads one way only. */
  readonly birthDate?: string;
  readonly sex?: "m" | "w";
  readonly team?: string;
  /** The section the row names, as written (blank: placed by the limits). */
  readonly section?: string;
  /** Byes asked ahead, round → half- or zero-point bye. */
  readonly byes: Readonly<Record<number, Request>>;
}

/** A cell that could not be read: its row (1-based), its column header, what it holds and why. */
export interface Unreadable {
  readonly row: number;
  readonly column: string;
  readonly value: string;
  readonly message: string;
}

/** A row that repeats an earlier one. `entered`: false when it is left out as the same player. */
export interface DuplicateRow {
  readonly row: number;
  readonly of: number;
  readonly why: "id" | "fideId" | "name";
  readonly entered: boolean;
  readonly message: string;
}

/** A player as a rating list gives him or her. */
export interface ListPlayer {
  /** The list's own id: a FIDE id in FIDE's lists, a US Chess id in the supplement. */
  readonly id: string;
  readonly name: string;
  readonly rating: number | null;
  readonly title?: string;
  readonly federation?: string;
  readonly birthYear?: number;
  readonly sex?: "m" | "w";
  /** The list's FIDE id when the list is a national one that carries it too. */
  readonly fideId?: string;
  /** Membership expiry (ISO date) where the list gives one (the US Chess supplement's EXP). */
  readonly expires?: string;
  /** Where in the list: `line 1234`, `record 56`, `row 7`. */
  readonly where: string;
}

/** Which of an entry's ids a list's ids are. */
export type ListIdKind = "id" | "fideId";

/** A rating list as read: its name (for the Rating source column), the ids it carries. */
export interface ListSource {
  /** Shown in Rating source: `FIDE players_list_foa.txt (standard)`. */
  readonly label: string;
  readonly idKind: ListIdKind;
}

/** A value being built before it is handed out read-only. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The three dBase III tables of the US Chess rating report as pairing programs write them ("2C"
 * format): THEXPORT.DBF (the event), TSEXPORT.DBF (one record a section), TDEXPORT.DBF (one record
 * a player, each round in a D_RNDnn field). US Chess's own "TA file structure" appendix is not
 * public in full; docs/uscf-report.md gives the sources this layout is reconstructed from, where
 * they disagree, and what we chose. Every field is text (C), as SwissSys writes them and as US
 * Chess's upload reads them ("the upload program doesn't care if it's an integer or a text field").
 */
import type { DbfFieldSpec } from "../formats/dbase-write";

export const THEXPORT = "THEXPORT.DBF";
export const TSEXPORT = "TSEXPORT.DBF";
export const TDEXPORT = "TDEXPORT.DBF";

const c = (name: string, length: number): DbfFieldSpec => ({ name, type: "C", length });

/** THEXPORT.DBF: one record, the event. */
export const EVENT_FIELDS: readonly DbfFieldSpec[] = [
  c("H_FORMAT", 5), // "2C": the format with colours and time control
  c("H_PROGRAM", 10), // the program that wrote the files
  c("H_EVENT_ID", 12), // US Chess assigns it: blank on upload
  c("H_NAME", 35),
  c("H_TOT_SECT", 2), // sections in TSEXPORT
  c("H_BEG_DATE", 8), // YYYYMMDD
  c("H_END_DATE", 8),
  c("H_AFF_ID", 8), // the affiliate's ID, A1234567
  c("H_CITY", 21),
  c("H_STATE", 2),
  c("H_ZIPCODE", 10),
  c("H_COUNTRY", 21),
  c("H_SENDCROS", 1), // send the crosstable: N (writers disagree on the other letters)
  c("H_CTD_ID", 8), // chief TD's member ID
  c("H_ATD_ID", 8), // assistant chief TD's member ID
  c("H_OTHER_TD", 254), // other TDs' IDs
];

/** TSEXPORT.DBF: one record a section. */
export const SECTION_FIELDS: readonly DbfFieldSpec[] = [
  c("S_EVENT_ID", 12),
  c("S_SEC_NUM", 2), // right-justified, blank-filled (" 1")
  c("S_SEC_NAME", 30),
  c("S_R_SYSTEM", 1), // R regular, Q quick, D dual, B blitz
  c("S_TIMECTL", 40),
  c("S_CTD_ID", 8),
  c("S_ATD_ID", 8),
  c("S_TRN_TYPE", 1), // S Swiss, R round robin
  c("S_TOT_RNDS", 2),
  c("S_LST_PAIR", 4), // the highest pairing number
  c("S_BEG_DATE", 8),
  c("S_END_DATE", 8),
  c("S_SCH_LVL", 1),
  c("S_GR_PRIX", 1), // Grand Prix: N
  c("S_GP_PTS", 3),
  c("S_FIDE", 1), // FIDE-rated too: N
];

/** Width of a D_RNDnn field: the result letter, the opponent's pairing number, the colour. */
export const ROUND_WIDTH = 7;

/** The D_RNDnn field of round `r` (1-based): D_RND01. */
export function roundField(r: number): string {
  return `D_RND${String(r).padStart(2, "0")}`;
}

/** TDEXPORT.DBF: one record a player, with a D_RNDnn field for every round of the longest section. */
export function detailFields(rounds: number): DbfFieldSpec[] {
  return [
    c("D_EVENT_ID", 12),
    c("D_SEC_NUM", 2),
    c("D_PAIR_NUM", 4),
    c("D_MEM_ID", 8),
    c("D_NAME", 30),
    c("D_STATE", 2),
    c("D_RATING", 4), // the rating the player was paired with; blank for unrated
    ...Array.from({ length: rounds }, (_, j) => c(roundField(j + 1), ROUND_WIDTH)),
  ];
}

/** The most rounds a report holds: D_RND99 is the last two-digit field name. */
export const MAX_REPORT_ROUNDS = 99;

/**
 * Which kind of rating list a file is, from its name and its first bytes: FIDE's TXT list (its
 * header line begins `ID Number`), FIDE's XML list (`<playerslist>`), a dBase table (the US Chess
 * supplement), or a table (.csv, .xlsx). Anything else is refused, naming the formats read.
 */
export const LIST_FORMATS = ["fide-txt", "fide-xml", "dbase", "csv", "xlsx"] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

/** The formats as a refusal lists them. */
export const LIST_FORMATS_READ =
  "FIDE's TXT list (players_list_foa.txt), FIDE's XML list (players_list_xml_foa.xml), the US Chess supplement (.dbf), or a .csv / .xlsx table with an ID or Name column and a Rating column";

/**
 * The list format, or a sentence refusing the file.
 * @example listFormatOf("players_list_foa.txt", new TextEncoder().encode("ID Number      Name")) // "fide-txt"
 */
export function listFormatOf(fileName: string, head: Uint8Array): ListFormat | string {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  let start = "";
  for (let i = 0; i < Math.min(head.length, 4096); i++) start += String.fromCharCode(head[i] ?? 0);
  start = start.replace(/^\xEF\xBB\xBF/, "");
  if (ext === "xlsx") return start.startsWith("PK") ? "xlsx" : `${fileName}: not an .xlsx workbook (it is not a zip file)`;
  if (ext === "dbf") return "dbase";
  if (/^\s*ID Number\s+Name/.test(start)) return "fide-txt";
  if (/^\s*(<\?xml[^>]*>\s*)?<playerslist/i.test(start)) return "fide-xml";
  if (ext === "csv") return "csv";
  if (ext === "zip" || start.startsWith("PK"))
    return `${fileName}: a zip file; unzip it first (FIDE's download holds players_list_foa.txt or players_list_xml_foa.xml)`;
  return `${fileName}: not a rating list Wallchart reads (expected ${LIST_FORMATS_READ})`;
}

/**
 * The pane follows Office's theme (Colorful, Dark Gray, Black, White, or the system's): the pane's
 * colours are CSS variables (taskpane.css), set here from `Office.context.officeTheme`, and
 * `data-theme="dark"` switches the rest (theme.css). Outside Office (playground, Sheets) the
 * system's light/dark preference is used. `paneTheme` is pure, for tests.
 */

/** The four colours Office gives an add-in (Office.OfficeTheme). */
export interface OfficeColours {
  readonly bodyBackgroundColor: string;
  readonly bodyForegroundColor: string;
  readonly controlBackgroundColor: string;
  readonly controlForegroundColor: string;
}

export interface PaneTheme {
  readonly mode: "light" | "dark";
  /** CSS variables of taskpane.css, without the leading "--". */
  readonly vars: Readonly<Record<string, string>>;
}

function rgb(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (m === null) return null;
  const h = (m[1] as string).length === 3 ? [...(m[1] as string)].map((c) => c + c).join("") : (m[1] as string);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const c = rgb(hex);
  if (c === null) return 1;
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `a` moved towards `b` by `t` (0..1), as #rrggbb. */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a) ?? [255, 255, 255];
  const y = rgb(b) ?? [0, 0, 0];
  return `#${x.map((v, i) => Math.round(v + ((y[i] as number) - v) * t).toString(16).padStart(2, "0")).join("")}`;
}

/** The pane's colours for Office's theme; light defaults when Office gives none. */
export function paneTheme(office: OfficeColours | null | undefined, systemDark = false): PaneTheme {
  if (office === null || office === undefined || rgb(office.bodyBackgroundColor) === null) {
    return systemDark ? paneTheme(DARK_SYSTEM) : { mode: "light", vars: {} };
  }
  const bg = office.bodyBackgroundColor;
  const fg = rgb(office.bodyForegroundColor) === null ? "#242424" : office.bodyForegroundColor;
  const dark = luminance(bg) < 0.2;
  return {
    mode: dark ? "dark" : "light",
    vars: {
      bg,
      fg,
      fg2: mix(fg, bg, 0.15),
      fg3: mix(fg, bg, 0.35),
      bg2: mix(bg, fg, 0.03),
      bg3: mix(bg, fg, dark ? 0.1 : 0.05),
      stroke: mix(bg, fg, dark ? 0.35 : 0.2),
      stroke2: mix(bg, fg, dark ? 0.22 : 0.13),
      ...(dark
        ? {
            brand: "#479ef5",
            "brand-hover": "#62abf5",
            "brand-pressed": "#2886de",
            danger: "#f1707b",
            success: "#54b054",
            "warning-bg": "#3a2a1f",
            "warning-stroke": "#8a4b2c",
            focus: "#ffffff",
          }
        : {}),
    },
  };
}

/** Office's Black theme, used for a dark system preference outside Office. */
const DARK_SYSTEM: OfficeColours = {
  bodyBackgroundColor: "#262626",
  bodyForegroundColor: "#f0f0f0",
  controlBackgroundColor: "#333333",
  controlForegroundColor: "#f0f0f0",
};

/** Sets the variables and `data-theme` on the page. */
export function applyTheme(doc: Document, theme: PaneTheme): void {
  const el = doc.documentElement;
  el.dataset.theme = theme.mode;
  for (const [k, v] of Object.entries(theme.vars)) el.style.setProperty(`--${k}`, v);
}

/** Office's theme now, when the host gives one (requirement set: none; undefined in old hosts). */
function officeColours(): OfficeColours | undefined {
  try {
    return typeof Office !== "undefined" ? (Office.context?.officeTheme as OfficeColours | undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** Applies Office's theme (or the system's) now and whenever it changes. */
export function followTheme(doc: Document): void {
  const media = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : null;
  const update = () => applyTheme(doc, paneTheme(officeColours(), media?.matches ?? false));
  update();
  media?.addEventListener?.("change", update);
  try {
    Office.context.document.addHandlerAsync(Office.EventType.OfficeThemeChanged, update);
  } catch {
    // Excel has no theme-changed event everywhere; the theme is read again when the pane opens.
  }
}

/** The pane follows Office's theme (issue 18): colours from Office.context.officeTheme, dark or light by luminance. */
import { luminance, paneTheme } from "../../taskpane/theme";

// The colours Office gives for its themes (officeTheme's body and control colours).
const COLORFUL = {
  bodyBackgroundColor: "#ffffff",
  bodyForegroundColor: "#000000",
  controlBackgroundColor: "#ffffff",
  controlForegroundColor: "#262626",
};
const DARK_GRAY = {
  bodyBackgroundColor: "#444444",
  bodyForegroundColor: "#ffffff",
  controlBackgroundColor: "#6a6a6a",
  controlForegroundColor: "#ffffff",
};
const BLACK = {
  bodyBackgroundColor: "#262626",
  bodyForegroundColor: "#ffffff",
  controlBackgroundColor: "#0a0a0a",
  controlForegroundColor: "#ffffff",
};

describe("paneTheme", () => {
  test("Colorful and White are light: the body colours, no dark palette", () => {
    const t = paneTheme(COLORFUL);
    expect(t.mode).toBe("light");
    expect(t.vars.bg).toBe("#ffffff");
    expect(t.vars.fg).toBe("#000000");
    expect(t.vars.brand).toBeUndefined();
  });

  test("Dark Gray and Black are dark: light text, the lighter brand blue", () => {
    for (const office of [DARK_GRAY, BLACK]) {
      const t = paneTheme(office);
      expect(t.mode).toBe("dark");
      expect(t.vars.bg).toBe(office.bodyBackgroundColor);
      expect(t.vars.brand).toBe("#479ef5");
      // text stays readable: WCAG contrast of at least 4.5:1 for the secondary text colours too
      for (const fg of [t.vars.fg, t.vars.fg2, t.vars.fg3] as string[]) {
        const [hi, lo] = [luminance(fg), luminance(office.bodyBackgroundColor)].sort((a, b) => b - a) as [
          number,
          number,
        ];
        expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test("no Office theme (playground, old hosts): light, or dark when the system prefers it", () => {
    expect(paneTheme(undefined)).toEqual({ mode: "light", vars: {} });
    expect(paneTheme(undefined, true).mode).toBe("dark");
    expect(paneTheme({ ...COLORFUL, bodyBackgroundColor: "not a colour" }).mode).toBe("light");
  });

  test("luminance: black 0, white 1, short hex", () => {
    expect(luminance("#000")).toBe(0);
    expect(luminance("#ffffff")).toBe(1);
  });
});

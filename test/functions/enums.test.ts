/**
 * The custom functions' drop-down lists (@customenum) name exactly what the core accepts: a value
 * added to the core and not to the list is one Excel never offers; one in the list the core lacks is
 * an error the moment it is picked.
 */
import { TiebreakSystem } from "../../functions/tiebreaks";
import { PairingSystem } from "../../functions/pairing";
import { PrizeMode } from "../../functions/prizes";
import { GpCategory, GpScheme, VcfSection } from "../../functions/grandprix";
import { TIEBREAK_CODES } from "../../src/core/tiebreaks/types";
import { PAIRING_SYSTEMS } from "../../src/core/pairing/types";
import { PRIZE_MODES } from "../../src/core/prizes/types";
import { GP_CATEGORIES } from "../../src/core/grandprix/acf-categories";
import { GP_SCHEMES } from "../../src/grid/functions/grandprix";
import { VCF_SECTIONS } from "../../src/core/qualify/vcf";

const values = (e: Record<string, string>) => Object.values(e).sort();
const sorted = (list: readonly string[]) => [...list].sort();

describe("every @customenum list is the core's own list", () => {
  test.each([
    ["TiebreakSystem", TiebreakSystem, TIEBREAK_CODES],
    ["PairingSystem", PairingSystem, PAIRING_SYSTEMS],
    ["PrizeMode", PrizeMode, PRIZE_MODES],
    ["GpCategory", GpCategory, GP_CATEGORIES],
    ["GpScheme", GpScheme, GP_SCHEMES],
    ["VcfSection", VcfSection, VCF_SECTIONS],
  ] as const)("%s", (_name, e, list) => {
    expect(values(e as Record<string, string>)).toEqual(sorted(list));
  });
});

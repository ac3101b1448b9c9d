/**
 * Keizer club nights (issue 30, docs/keizer.md): the value table, the ranking recomputed after every
 * night, and the pairing of those present. The public API the functions, the CLI and the workbook call.
 */
export {
  KEIZER_DEFAULTS,
  KEIZER_SETTING_NAMES,
  fractionText,
  keizerSettingRows,
  keizerSettingsText,
  readFraction,
  readKeizerSettings,
  type Fraction,
  type KeizerSettings,
} from "./settings";
export { KEIZER_NIGHTS, keizerNight, keizerRanking, keizerScale, keizerScoreText, keizerValue, type KeizerNight, type KeizerRanking, type KeizerRow } from "./ranking";
export { pairKeizerNight, type KeizerNightPairing } from "./pairing";

/**
 * A stand-in for Excel's `CustomFunctions` global (platforms.md §A9), installed for every test file by
 * jest's setupFiles, so the Excel wrappers in functions/ can be imported and called directly.
 */
export class FakeCustomFunctionsError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

(globalThis as Record<string, unknown>).CustomFunctions = {
  Error: FakeCustomFunctionsError,
  ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A", invalidNumber: "#NUM!", divisionByZero: "#DIV/0!", nullReference: "#NULL!" },
  associate: () => undefined,
};

import type { TemplateSet } from "./types.js";

/** One yes/no suite's templates, loaded and validated (see `src/suites/yes-no.ts`, which loads them). */
export interface LoadedSuite {
  name: string;
  set: TemplateSet;
}

import { z } from "zod";

/**
 * zod as bias-gate uses it: without the parsers it compiles (`new Function`) for each object schema on first
 * use. A process parses its config once and a results file or two, so compiling a parser costs more than it
 * saves: in a cold Node 24, building a schema of the config's size and parsing one config took ~10 ms jitless
 * and ~16 ms with the parsers compiled.
 */
z.config({ jitless: true });

export { z };

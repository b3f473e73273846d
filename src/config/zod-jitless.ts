import { config } from "zod";

/**
 * Imported, for this effect, before any module of src/ builds a zod schema: zod then does not compile a parser
 * (`new Function`) for each object schema. A process parses its config once and a results file or two, so
 * compiling a parser costs more than it saves: in a cold Node 24, building a schema of the config's size and
 * parsing one config took ~10 ms jitless and ~16 ms with the parsers compiled. zod reads the setting when a
 * schema is built, so it must come first.
 */
config({ jitless: true });

// ncc drops the shebang's executable bit; npm's `bin` needs it on a fresh clone.
import { chmodSync, readFileSync, writeFileSync } from "node:fs";

const cli = "dist/cli/index.js";
const text = readFileSync(cli, "utf8");
if (!text.startsWith("#!")) writeFileSync(cli, `#!/usr/bin/env node\n${text}`);
chmodSync(cli, 0o755);

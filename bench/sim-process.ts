// The simulator in its own process for the benchmarks, as a real server would be: its CPU and event loop do
// not compete with the client being measured. Prints its URL, then its stats as JSON when told to stop.
import { parseProfile } from "../src/simulator/profile-validation.js";
import { startSimulator } from "../src/simulator/server.js";

const profile = parseProfile(JSON.parse(process.argv[2] ?? "{}"));
const simulator = await startSimulator({ profile });
process.stdout.write(`${JSON.stringify({ url: simulator.url })}\n`);
process.stdin.on("data", async () => {
  process.stdout.write(`${JSON.stringify(simulator.stats())}\n`);
});
process.on("SIGTERM", async () => {
  await simulator.close();
  process.exit(0);
});

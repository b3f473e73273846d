// Preloaded into npm (`node --import`) by portable-install.test.ts: npm's process reports the platform named by
// FAKE_PLATFORM and FAKE_ARCH, so npm checks the lockfile as it would on that machine. npm's own --os/--cpu flags
// only choose which optional packages to install; required ones are checked against process.platform/arch.
if (process.env.FAKE_PLATFORM)
  Object.defineProperty(process, "platform", { value: process.env.FAKE_PLATFORM });
if (process.env.FAKE_ARCH) Object.defineProperty(process, "arch", { value: process.env.FAKE_ARCH });

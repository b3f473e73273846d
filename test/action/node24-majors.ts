/**
 * The majors of the actions bias-gate's recipes use that run on Node 24: GitHub removes Node 20 from its runners
 * in 2026, and an action on it then fails the job. Each was checked against the action's release notes
 * (`runs.using: node24`): upload-artifact v6 and download-artifact v7 are the first Node 24 majors
 * (download-artifact v6 still ran on 20); checkout and setup-node moved at v5.
 */
export const NODE24_MAJORS: Record<string, number> = {
  "actions/checkout": 5,
  "actions/setup-node": 5,
  "actions/upload-artifact": 6,
  "actions/download-artifact": 7,
};

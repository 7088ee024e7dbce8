// Known violations of the rules that are not fixed yet, each with why and how it goes away. New code gets no
// entries. An entry that no longer hides a violation fails apps/api/src/config/architecture-lint.test.ts, so
// stale entries cannot linger. `zones` names zones of tools/lint/architecture.mjs the file is exempt from;
// `rules` names rules turned off for it.
export const allowList = [
  // --- api ---
  // Passes the parent's environment to initdb/postgres (plus LC_MESSAGES): take it from the caller instead.
  { file: 'apps/api/src/db/embedded-cluster.ts', rules: ['no-restricted-properties'] },
];

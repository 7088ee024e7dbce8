// Cycles between web features and between API modules, counted per folder (import-x/no-cycle sees only cycles
// between single files). See docs/architecture.md#boundaries-and-lint.

// Folders still in a cycle; their cycles are reported as warnings, a cycle through any other folder is an error.
// Remove a folder once its cycles are gone. Each entry says why it is still there.
const knownCycles = [
  // Empty: the last one (sessions ⇄ my-agenda) ended when the event paths moved to lib/event-paths.ts and
  // "now and next" to the agenda feature. A folder listed here only warns; add one only with the reason.
];
const feature = '^apps/(web/src/features|api/src/modules)/[^/]+/?$';
const known = `^apps/(${knownCycles.join('|')})/?$`;

module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment: 'Two web features (or two API modules) import each other, directly or through others.',
      scope: 'folder',
      from: { path: feature, pathNot: known },
      to: { path: feature, circular: true },
    },
    {
      name: 'known-feature-cycle',
      severity: 'warn',
      comment: 'A cycle that was there when the rule came: untangle it, then drop the folder from knownCycles.',
      scope: 'folder',
      from: { path: known },
      to: { path: feature, circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    // Tests may reach anywhere; a lazy import() back is how code is split (as for import-x/no-cycle).
    exclude: { path: '(node_modules|\\.test\\.tsx?$|/test/|/e2e/)', dynamic: true },
  },
};

interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** The first message per dotted path ('sections.faqs.2.question'); whole-body issues under '_schema'. */
export function firstIssuePerPath(issues: ReadonlyArray<IssueLike>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? '_schema' : issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

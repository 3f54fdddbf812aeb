/** Where SECURITY.md is published on every site: security.txt's Policy points here. */
export const SECURITY_POLICY_PATH = '/security-policy.md';
/** Where docs/accessibility.md is published on every site: the accessibility statement links it. */
export const ACCESSIBILITY_REPORT_PATH = '/accessibility-report.md';

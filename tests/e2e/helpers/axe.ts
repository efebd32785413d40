// The one axe check of the e2e specs: WCAG 2.1 A and AA, and two rules axe leaves out unless asked:
// target-size (WCAG 2.2: a control is at least 24x24 px, or has room around it) and
// label-content-name-mismatch (a control's accessible name holds the text it shows).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_EXTRA_RULES = ['target-size', 'label-content-name-mismatch'];

export async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(found).toEqual([]);
}

// Apart from the wizard's model, so the route can read ?step= without the model's schemas.

/** The wizard's screens in order (spec 2 §2), each a numbered step of its own (issue 31). */
export const wizardSteps = ['info', 'customfields', 'date', 'photo', 'documents', 'rewards', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export const WIZARD_STEP_COUNT = wizardSteps.length;

/** "Step n of 7", the same number the step list shows: the idea fields are step 2, not an unnumbered part of step 1. */
export function stepNumber(step: WizardStep): number {
  return wizardSteps.indexOf(step) + 1;
}

/** The screen Back goes to; none before the first. */
export function previousStep(step: WizardStep): WizardStep | null {
  const at = wizardSteps.indexOf(step);
  return at > 0 ? wizardSteps[at - 1]! : null;
}

export function nextStep(step: WizardStep): WizardStep {
  return wizardSteps[Math.min(wizardSteps.indexOf(step) + 1, wizardSteps.length - 1)]!;
}
